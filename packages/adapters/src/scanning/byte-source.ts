import type { FileHandle } from 'node:fs/promises';

/** Random access to a file's bytes: the pickle scan reads files and, in tests and the fuzz, byte arrays. */
export type ByteSource = {
  readonly size: number;
  /** Up to `length` bytes from `position`; fewer only at the end. */
  read(position: number, length: number): Promise<Uint8Array>;
};

export const fileSource = (handle: FileHandle, size: number): ByteSource => ({
  size,
  async read(position, length) {
    const wanted = Math.max(0, Math.min(length, size - position));
    const buffer = new Uint8Array(wanted);
    let filled = 0;
    while (filled < wanted) {
      const { bytesRead } = await handle.read(buffer, filled, wanted - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  },
});

export const memorySource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: async (position, length) =>
    bytes.subarray(Math.min(position, bytes.length), Math.min(position + length, bytes.length)),
});
