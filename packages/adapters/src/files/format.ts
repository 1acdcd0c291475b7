import type { FileFormat } from '@atelier/domain';
import type { ReadAt } from './safetensors.js';

/**
 * Telling formats apart by their bytes (docs/file-hashes.md, "Formats"). SafeTensors is recognised by
 * `looksLikeSafetensors` and judged by its header; this file handles ZIP archives and raw pickles.
 */
export type SniffedFormat = { format: FileFormat; problem: string | null };

/** How many leading bytes the prefix checks look at. */
export const PREFIX_BYTES = 64;

export const isZip = (prefix: Uint8Array): boolean =>
  prefix.length >= 4 && prefix[0] === 0x50 && prefix[1] === 0x4b && prefix[2] === 0x03 && prefix[3] === 0x04;

const PROTO = 0x80;
const FRAME = 0x95;
/** Opcodes a pickle's first object can start with (CPython pickletools): containers, marks, globals, constants. */
const FIRST_OPCODES = new Set([
  0x7d, // } EMPTY_DICT
  0x5d, // ] EMPTY_LIST
  0x29, // ) EMPTY_TUPLE
  0x8f, // EMPTY_SET
  0x28, // ( MARK
  0x63, // c GLOBAL
  0x8c, // SHORT_BINUNICODE
  0x58, // X BINUNICODE
  0x8d, // BINUNICODE8
  0x55, // U SHORT_BINSTRING
  0x54, // T BINSTRING
  0x43, // C SHORT_BINBYTES
  0x42, // B BINBYTES
  0x8a, // LONG1 (the legacy torch.save magic number)
  0x4b, // K BININT1
  0x4d, // M BININT2
  0x4a, // J BININT
  0x47, // G BINFLOAT
  0x4e, // N NONE
  0x88, // NEWTRUE
  0x89, // NEWFALSE
]);

/**
 * A raw pickle as torch.save writes it: PROTO with protocol 2–5, then (protocol 4+) an optional FRAME whose length
 * fits in the file, then an opcode that can start an object. Protocol 0 and 1 pickles are not recognised.
 */
export function isRawPickle(prefix: Uint8Array, fileSize: number): boolean {
  const protocol = prefix[1] ?? 0;
  if (prefix[0] !== PROTO || protocol < 2 || protocol > 5) return false;
  if (prefix[2] === FRAME) {
    if (protocol < 4 || prefix.length < 12) return false;
    const frameLength = new DataView(prefix.buffer, prefix.byteOffset + 3, 8).getBigUint64(0, true);
    return frameLength <= BigInt(fileSize - 11) && FIRST_OPCODES.has(prefix[11] as number);
  }
  return FIRST_OPCODES.has(prefix[2] as number);
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** A central directory larger than this is not read (a checkpoint with 100,000 tensors needs about 10 MB). */
const MAX_DIRECTORY_BYTES = 64 << 20;

class ZipProblem extends Error {}

async function readExactly(readAt: ReadAt, position: number, length: number): Promise<DataView> {
  const bytes = new Uint8Array(length);
  if (position < 0 || (await readAt(bytes, position)) !== length)
    throw new ZipProblem('the archive ends early');
  return new DataView(bytes.buffer);
}

/** Where the central directory is, from the end record (or its ZIP64 twin, which large checkpoints need). */
async function findDirectory(readAt: ReadAt, fileSize: number): Promise<{ offset: number; size: number }> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readExactly(readAt, fileSize - tailLength, tailLength);
  let end = -1;
  for (let index = tailLength - 22; index >= 0 && end < 0; index -= 1) {
    if (tail.getUint32(index, true) === END_OF_CENTRAL_DIRECTORY) end = index;
  }
  if (end < 0) throw new ZipProblem('it has no end of central directory record');
  let size = tail.getUint32(end + 12, true);
  let offset = tail.getUint32(end + 16, true);
  if (offset === 0xffffffff || size === 0xffffffff) {
    if (end < 20 || tail.getUint32(end - 20, true) !== ZIP64_LOCATOR) {
      throw new ZipProblem('its ZIP64 locator is missing');
    }
    const record = await readExactly(readAt, Number(tail.getBigUint64(end - 12, true)), 56);
    if (record.getUint32(0, true) !== ZIP64_END) throw new ZipProblem('its ZIP64 end record is missing');
    size = Number(record.getBigUint64(40, true));
    offset = Number(record.getBigUint64(48, true));
  }
  if (offset + size > fileSize) throw new ZipProblem('its central directory lies outside the file');
  if (size > MAX_DIRECTORY_BYTES) throw new ZipProblem('its central directory is too large to read');
  return { offset, size };
}

/** The names of a ZIP archive's entries, from its central directory. */
export async function zipEntryNames(readAt: ReadAt, fileSize: number): Promise<string[]> {
  const { offset, size } = await findDirectory(readAt, fileSize);
  const directory = await readExactly(readAt, offset, size);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let position = 0; position + 46 <= size; ) {
    if (directory.getUint32(position, true) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new ZipProblem('a central directory entry is malformed');
    }
    const nameLength = directory.getUint16(position + 28, true);
    const skip = directory.getUint16(position + 30, true) + directory.getUint16(position + 32, true);
    if (position + 46 + nameLength > size) throw new ZipProblem('a central directory entry is cut short');
    names.push(decoder.decode(new Uint8Array(directory.buffer, position + 46, nameLength)));
    position += 46 + nameLength + skip;
  }
  return names;
}

/** torch.save (PyTorch 1.6 and later) writes a ZIP whose one top folder holds `data.pkl`. */
export const isPytorchArchive = (names: readonly string[]): boolean =>
  names.some((name) => /^[^/]+\/data\.pkl$/.test(name));

/** The format of a file that does not start like SafeTensors. */
export async function sniffOtherFormat(
  prefix: Uint8Array,
  readAt: ReadAt,
  fileSize: number,
): Promise<SniffedFormat> {
  if (isZip(prefix)) {
    try {
      const names = await zipEntryNames(readAt, fileSize);
      return { format: isPytorchArchive(names) ? 'PickleTensor' : 'Zip', problem: null };
    } catch (error) {
      if (!(error instanceof ZipProblem)) throw error;
      return { format: 'Zip', problem: `The ZIP archive cannot be read: ${error.message}` };
    }
  }
  return { format: isRawPickle(prefix, fileSize) ? 'PickleTensor' : 'Other', problem: null };
}
