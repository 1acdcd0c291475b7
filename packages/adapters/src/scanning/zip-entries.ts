import type { FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/** PyTorch's `torch.save` writes a ZIP whose `archive/data.pkl` holds the pickle; this reads such entries, no more. */
export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

export class ZipFormatError extends Error {}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

export const isZip = (prefix: Uint8Array): boolean =>
  prefix.length >= 4 && prefix[0] === 0x50 && prefix[1] === 0x4b && prefix[2] === 0x03 && prefix[3] === 0x04;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipFormatError('The archive ends early');
  return buffer;
}

export async function listZipEntries(handle: FileHandle, fileSize: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  const tailView = new DataView(tail.buffer);
  let eocd = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tailView.getUint32(index, true) === END_OF_CENTRAL_DIRECTORY) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('No end of central directory record');
  const count = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  if (directoryOffset === 0xffffffff || count === 0xffff)
    throw new ZipFormatError('ZIP64 archives are not supported');
  if (directoryOffset + directorySize > fileSize)
    throw new ZipFormatError('The central directory is out of bounds');

  const directory = await readAt(handle, directoryOffset, directorySize);
  const view = new DataView(directory.buffer);
  const entries: ZipEntry[] = [];
  let position = 0;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > directory.length || view.getUint32(position, true) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new ZipFormatError('A central directory entry is malformed');
    }
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    entries.push({
      method: view.getUint16(position + 10, true),
      compressedSize: view.getUint32(position + 20, true),
      size: view.getUint32(position + 24, true),
      localHeaderOffset: view.getUint32(position + 42, true),
      name: new TextDecoder().decode(directory.subarray(position + 46, position + 46 + nameLength)),
    });
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export async function readZipEntry(
  handle: FileHandle,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Uint8Array> {
  if (entry.size > maxBytes || entry.compressedSize > maxBytes) {
    throw new ZipFormatError(`${entry.name} is larger than the ${maxBytes} bytes the scanner reads`);
  }
  const header = await readAt(handle, entry.localHeaderOffset, 30);
  const view = new DataView(header.buffer);
  if (view.getUint32(0, true) !== LOCAL_FILE_HEADER)
    throw new ZipFormatError(`${entry.name} has no local header`);
  const dataStart = entry.localHeaderOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const data = await readAt(handle, dataStart, entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return new Uint8Array(inflateRawSync(data, { maxOutputLength: maxBytes }));
  throw new ZipFormatError(`${entry.name} uses unsupported compression method ${entry.method}`);
}
