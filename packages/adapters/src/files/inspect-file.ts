import { type FileHandle, open } from 'node:fs/promises';
import type { FileFormat, TensorFacts } from '@atelier/domain';
import { PREFIX_BYTES, type SniffedFormat, sniffOtherFormat } from './format.js';
import { FileHasher, type FileHashes, streamFileInto } from './hashes.js';
import {
  type HeaderCheck,
  looksLikeSafetensors,
  type ReadAt,
  readHeaderWith,
  tensorFactsOf,
} from './safetensors.js';

/** What one full read of a file tells: its format (from the bytes, never the name), hashes and tensor facts. */
export type FileReport = {
  format: FileFormat;
  /** Why the bytes are not a valid file of their format, or null. */
  problem: string | null;
  hashes: FileHashes;
  /** Only for a SafeTensors file whose header passes every check. */
  tensorFacts: TensorFacts | null;
  sizeBytes: number;
};

export type SniffReport = Pick<FileReport, 'format' | 'problem' | 'sizeBytes'>;

export type InspectOptions = { onProgress?(bytesDone: number, total: number): void };

const readerOf =
  (handle: FileHandle): ReadAt =>
  async (buffer, position) =>
    (await handle.read(buffer, 0, buffer.length, position)).bytesRead;

async function withFile<T>(
  filePath: string,
  use: (handle: FileHandle, size: number) => Promise<T>,
): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    return await use(handle, (await handle.stat()).size);
  } finally {
    await handle.close();
  }
}

const safetensorsFormat = (check: HeaderCheck): SniffedFormat => ({
  format: 'SafeTensor',
  problem: check.ok ? null : check.reason,
});

/**
 * Reads the first bytes (and the SafeTensors header when the file starts like one, or a ZIP's central directory)
 * to tell the format and whether its header holds up; never the whole file. Throws when the file cannot be opened.
 */
export async function sniffFile(filePath: string): Promise<SniffReport> {
  return withFile(filePath, async (handle, size) => {
    const readAt = readerOf(handle);
    const prefix = new Uint8Array(Math.min(size, PREFIX_BYTES));
    await readAt(prefix, 0);
    const sniffed = looksLikeSafetensors(prefix)
      ? safetensorsFormat(await readHeaderWith(readAt, size))
      : await sniffOtherFormat(prefix, readAt, size);
    return { ...sniffed, sizeBytes: size };
  });
}

/**
 * One streamed read of the whole file: every hash, the SafeTensors header check and its tensor facts, with the same
 * format verdict as `sniffFile`. A ZIP's central directory is read separately (a few KB at its end).
 */
export async function inspectFile(filePath: string, options: InspectOptions = {}): Promise<FileReport> {
  const hasher = new FileHasher();
  const prefix = new Uint8Array(PREFIX_BYTES);
  let prefixLength = 0;
  const sink = {
    update(chunk: Uint8Array) {
      if (prefixLength < PREFIX_BYTES) {
        const take = chunk.subarray(0, PREFIX_BYTES - prefixLength);
        prefix.set(take, prefixLength);
        prefixLength += take.length;
      }
      hasher.update(chunk);
    },
  };
  const sizeBytes = await streamFileInto(filePath, sink, options.onProgress);
  const check = hasher.headerCheck();
  const sniffed =
    check === null
      ? await withFile(filePath, (handle) =>
          sniffOtherFormat(prefix.subarray(0, prefixLength), readerOf(handle), sizeBytes),
        )
      : safetensorsFormat(check);
  return {
    ...sniffed,
    hashes: hasher.digest(),
    tensorFacts: check?.ok ? tensorFactsOf(check.header) : null,
    sizeBytes,
  };
}
