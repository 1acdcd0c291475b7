import { constants, inflateRawSync } from 'node:zlib';
import type { ByteSource } from './byte-source.js';

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
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_EXTRA = 0x0001;
const SATURATED = 0xffffffff;
/** Far more than any model archive's directory (a torch checkpoint has a few entries per tensor). */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

/** `torch.load` treats a file as a ZIP exactly when it starts with a local file header. */
export const isZip = (prefix: Uint8Array): boolean =>
  prefix.length >= 4 && prefix[0] === 0x50 && prefix[1] === 0x4b && prefix[2] === 0x03 && prefix[3] === 0x04;

async function readAt(source: ByteSource, position: number, length: number): Promise<Uint8Array> {
  const bytes = await source.read(position, length);
  if (bytes.length !== length) throw new ZipFormatError('The archive ends early');
  return bytes;
}

const viewOf = (bytes: Uint8Array): DataView =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Sizes and offset from the central directory; saturated ones come from the ZIP64 extra field, in spec order. */
function zip64Sizes(
  size: number,
  compressedSize: number,
  localHeaderOffset: number,
  extra: Uint8Array,
): Pick<ZipEntry, 'size' | 'compressedSize' | 'localHeaderOffset'> {
  const sizes = { size, compressedSize, localHeaderOffset };
  if (size !== SATURATED && compressedSize !== SATURATED && localHeaderOffset !== SATURATED) return sizes;
  const view = viewOf(extra);
  for (let at = 0; at + 4 <= extra.length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    const next = (): number => {
      if (field + 8 > extra.length) throw new ZipFormatError('A ZIP64 extra field is too short');
      field += 8;
      return Number(view.getBigUint64(field - 8, true));
    };
    if (size === SATURATED) sizes.size = next();
    if (compressedSize === SATURATED) sizes.compressedSize = next();
    if (localHeaderOffset === SATURATED) sizes.localHeaderOffset = next();
    return sizes;
  }
  throw new ZipFormatError('A ZIP64 entry has no ZIP64 extra field');
}

export async function listZipEntries(source: ByteSource): Promise<ZipEntry[]> {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tail = await readAt(source, source.size - tailLength, tailLength);
  const tailView = viewOf(tail);
  let eocd = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tailView.getUint32(index, true) === END_OF_CENTRAL_DIRECTORY) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('No end of central directory record');
  let count = tailView.getUint16(eocd + 10, true);
  let directorySize = tailView.getUint32(eocd + 12, true);
  let directoryOffset = tailView.getUint32(eocd + 16, true);
  // Archives over 4 GiB (large torch.save checkpoints) keep the real figures in a ZIP64 record.
  if (eocd >= 20 && tailView.getUint32(eocd - 20, true) === ZIP64_LOCATOR) {
    const recordOffset = Number(tailView.getBigUint64(eocd - 12, true));
    const record = viewOf(await readAt(source, recordOffset, 56));
    if (record.getUint32(0, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY)
      throw new ZipFormatError('The ZIP64 end of central directory record is missing');
    count = Number(record.getBigUint64(32, true));
    directorySize = Number(record.getBigUint64(40, true));
    directoryOffset = Number(record.getBigUint64(48, true));
  }
  if (directoryOffset + directorySize > source.size)
    throw new ZipFormatError('The central directory is out of bounds');
  if (directorySize > MAX_DIRECTORY_BYTES)
    throw new ZipFormatError('The central directory is too large to read');

  const directory = await readAt(source, directoryOffset, directorySize);
  const view = viewOf(directory);
  const entries: ZipEntry[] = [];
  let position = 0;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > directory.length || view.getUint32(position, true) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new ZipFormatError('A central directory entry is malformed');
    }
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const extra = directory.subarray(position + 46 + nameLength, position + 46 + nameLength + extraLength);
    entries.push({
      method: view.getUint16(position + 10, true),
      ...zip64Sizes(
        view.getUint32(position + 24, true),
        view.getUint32(position + 20, true),
        view.getUint32(position + 42, true),
        extra,
      ),
      name: new TextDecoder().decode(directory.subarray(position + 46, position + 46 + nameLength)),
    });
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The first `limit` bytes of an entry's content (all of it when smaller). Deflated data is inflated a prefix at a
 * time: a compressed prefix that would inflate past `limit` is shortened until it fits, so a ZIP bomb costs little.
 */
export async function readZipEntry(source: ByteSource, entry: ZipEntry, limit: number): Promise<Uint8Array> {
  const header = await readAt(source, entry.localHeaderOffset, 30);
  const view = viewOf(header);
  if (view.getUint32(0, true) !== LOCAL_FILE_HEADER)
    throw new ZipFormatError(`${entry.name} has no local header`);
  const dataStart = entry.localHeaderOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const wanted = Math.min(entry.size, limit);
  if (entry.method === 0) return readAt(source, dataStart, Math.min(wanted, entry.compressedSize));
  if (entry.method !== 8)
    throw new ZipFormatError(`${entry.name} uses unsupported compression method ${entry.method}`);
  let compressedLength = Math.min(entry.compressedSize, limit);
  const compressed = await readAt(source, dataStart, compressedLength);
  while (true) {
    try {
      return new Uint8Array(
        inflateRawSync(compressed.subarray(0, compressedLength), {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: Math.max(wanted, 1),
        }),
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' && compressedLength > 1) {
        compressedLength = Math.floor(compressedLength / 8);
        continue;
      }
      if (code === 'ERR_BUFFER_TOO_LARGE') return new Uint8Array();
      throw new ZipFormatError(`${entry.name} is not valid deflate data`);
    }
  }
}
