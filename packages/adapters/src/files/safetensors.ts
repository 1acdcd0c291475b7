import { open } from 'node:fs/promises';
import type { TensorFacts } from '@atelier/domain';

/**
 * SafeTensors: an 8-byte little-endian header length N, N bytes of JSON naming each tensor's dtype, shape and
 * [begin, end) byte offsets into the data that follows, then the data. Nothing in it is executable.
 * The rules below are listed in docs/file-hashes.md ("SafeTensors validation").
 */
export const DTYPE_BITS = {
  BOOL: 8,
  F4: 4,
  F6_E2M3: 6,
  F6_E3M2: 6,
  U8: 8,
  I8: 8,
  F8_E5M2: 8,
  F8_E4M3: 8,
  F8_E8M0: 8,
  I16: 16,
  U16: 16,
  F16: 16,
  BF16: 16,
  I32: 32,
  U32: 32,
  F32: 32,
  C64: 64,
  F64: 64,
  I64: 64,
  U64: 64,
} as const;
export type Dtype = keyof typeof DTYPE_BITS;

export type TensorInfo = { dtype: Dtype; shape: number[]; data_offsets: [number, number] };
export type SafetensorsHeader = { tensors: Record<string, TensorInfo>; metadata: Record<string, string> };
export type Tensor = { name: string; dtype: Dtype; shape: number[]; data: Uint8Array };

/** The reference implementation refuses larger headers. */
export const MAX_HEADER_BYTES = 100_000_000;
/** The reference writer pads the header so the data starts 8-byte aligned, so a real header is never shorter. */
export const MIN_HEADER_BYTES = 8;

/** Bytes a tensor of this dtype and shape occupies, or null when that is not a whole, safe number of bytes. */
export function tensorByteLength(dtype: Dtype, shape: readonly number[]): number | null {
  const bits =
    shape.reduce((product, dimension) => product * BigInt(dimension), 1n) * BigInt(DTYPE_BITS[dtype]);
  if (bits % 8n !== 0n || bits / 8n > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(bits / 8n);
}

export function encodeSafetensors(tensors: Tensor[], metadata: Record<string, string> = {}): Uint8Array {
  // Entries, not assignments: a tensor named __proto__ must stay a tensor.
  const entries: [string, unknown][] = Object.keys(metadata).length > 0 ? [['__metadata__', metadata]] : [];
  let offset = 0;
  for (const tensor of tensors) {
    const expected = tensorByteLength(tensor.dtype, tensor.shape);
    if (expected !== tensor.data.length) {
      throw new Error(
        `Tensor ${tensor.name} has ${tensor.data.length} bytes; its shape and dtype need ${expected}`,
      );
    }
    entries.push([
      tensor.name,
      { dtype: tensor.dtype, shape: tensor.shape, data_offsets: [offset, offset + expected] },
    ]);
    offset += expected;
  }
  const header = Object.fromEntries(entries);
  // Pad the JSON with spaces so the data starts 8-byte aligned, as the reference writer does.
  let json = JSON.stringify(header);
  json += ' '.repeat((8 - ((8 + Buffer.byteLength(json)) % 8)) % 8);
  const jsonBytes = new TextEncoder().encode(json);
  const out = new Uint8Array(8 + jsonBytes.length + offset);
  new DataView(out.buffer).setBigUint64(0, BigInt(jsonBytes.length), true);
  out.set(jsonBytes, 8);
  let position = 8 + jsonBytes.length;
  for (const tensor of tensors) {
    out.set(tensor.data, position);
    position += tensor.data.length;
  }
  return out;
}

export type HeaderCheck = { ok: true; header: SafetensorsHeader } | { ok: false; reason: string };

const refuse = (reason: string): HeaderCheck => ({ ok: false, reason });

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One tensor entry of the header, or the reason it is refused. */
function checkTensor(name: string, value: unknown): TensorInfo | string {
  if (!isPlainObject(value)) return `Tensor ${name} is not a JSON object`;
  const { dtype, shape, data_offsets: offsets } = value;
  if (typeof dtype !== 'string' || !Object.hasOwn(DTYPE_BITS, dtype)) {
    return `Tensor ${name} has an unknown dtype ${JSON.stringify(dtype)}`;
  }
  if (!Array.isArray(shape) || !shape.every(isCount)) return `Tensor ${name} has an invalid shape`;
  if (!Array.isArray(offsets) || offsets.length !== 2 || !offsets.every(isCount)) {
    return `Tensor ${name} has invalid data offsets`;
  }
  const [begin, end] = offsets as [number, number];
  if (begin > end) return `Tensor ${name} has data offsets that end before they begin`;
  const size = tensorByteLength(dtype as Dtype, shape);
  if (size === null) return `Tensor ${name} has a shape whose size in bytes is not a whole safe number`;
  if (end - begin !== size) return `Tensor ${name} spans ${end - begin} bytes but needs ${size}`;
  return { dtype: dtype as Dtype, shape, data_offsets: [begin, end] };
}

/** Spans sorted by where they begin must start at 0, follow each other with no gap or overlap, and end at the end. */
function checkCoverage(tensors: TensorInfo[], dataLength: number): string | null {
  const spans = tensors.map((tensor) => tensor.data_offsets).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let end = 0;
  for (const [begin, finish] of spans) {
    if (begin > end) return `Tensor data leaves a gap at bytes ${end}–${begin}`;
    if (begin < end) return `Tensor data overlaps at byte ${begin}`;
    end = finish;
  }
  if (end !== dataLength) return `The tensors cover ${end} bytes of data but the file holds ${dataLength}`;
  return null;
}

/** Checks the header against the data that follows it: known dtypes, sizes that match shapes, offsets that tile it. */
export function checkSafetensorsHeader(headerJson: Uint8Array, dataLength: number): HeaderCheck {
  if (headerJson[0] !== 0x7b) return refuse('The header does not start with {');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(headerJson));
  } catch {
    return refuse('The header is not valid UTF-8 JSON');
  }
  if (!isPlainObject(parsed)) return refuse('The header is not a JSON object');
  // Entries, not assignments: a tensor named __proto__ must stay a tensor.
  const entries: [string, TensorInfo][] = [];
  let metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (name === '__metadata__') {
      if (!isPlainObject(value) || Object.values(value).some((entry) => typeof entry !== 'string')) {
        return refuse('__metadata__ must map strings to strings');
      }
      metadata = value as Record<string, string>;
      continue;
    }
    const tensor = checkTensor(name, value);
    if (typeof tensor === 'string') return refuse(tensor);
    entries.push([name, tensor]);
  }
  const tensors = Object.fromEntries(entries);
  const gap = checkCoverage(Object.values(tensors), dataLength);
  return gap === null ? { ok: true, header: { tensors, metadata } } : refuse(gap);
}

/** Where the header says it ends, or why that length cannot be right for a file of `fileSize` bytes. */
export function checkHeaderLength(headerLength: bigint, fileSize: number): number | string {
  if (headerLength < BigInt(MIN_HEADER_BYTES))
    return `The header length ${headerLength} is below ${MIN_HEADER_BYTES}`;
  if (headerLength > BigInt(MAX_HEADER_BYTES))
    return `The header length ${headerLength} is above ${MAX_HEADER_BYTES}`;
  if (headerLength > BigInt(fileSize - 8)) return 'The header length is larger than the file allows';
  return Number(headerLength);
}

/** Fills `buffer` with the bytes from `position` on; resolves to how many were read (fewer only at the end). */
export type ReadAt = (buffer: Uint8Array, position: number) => Promise<number>;

/** Reads the 8-byte length, then exactly the header's bytes: never a byte of tensor data. */
export async function readHeaderWith(readAt: ReadAt, fileSize: number): Promise<HeaderCheck> {
  if (fileSize < 8) return refuse('The file is too short to hold a header');
  const lengthBytes = new Uint8Array(8);
  if ((await readAt(lengthBytes, 0)) !== 8) return refuse('The file ends inside the header length');
  const headerLength = checkHeaderLength(new DataView(lengthBytes.buffer).getBigUint64(0, true), fileSize);
  if (typeof headerLength === 'string') return refuse(headerLength);
  const headerBytes = new Uint8Array(headerLength);
  if ((await readAt(headerBytes, 8)) !== headerLength) return refuse('The file ends inside the header');
  return checkSafetensorsHeader(headerBytes, fileSize - 8 - headerLength);
}

/** Reads and checks only the header of a file on disk; the tensor data is never loaded. */
export async function readSafetensorsHeader(filePath: string): Promise<HeaderCheck> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await readHeaderWith(
      async (buffer, position) => (await handle.read(buffer, 0, buffer.length, position)).bytesRead,
      size,
    );
  } finally {
    await handle.close();
  }
}

/** Cheap sniff: a header length that is not absurd followed by `{`. Such a file is judged as SafeTensors. */
export function looksLikeSafetensors(prefix: Uint8Array): boolean {
  if (prefix.length < 9) return false;
  const headerLength = new DataView(prefix.buffer, prefix.byteOffset, 8).getBigUint64(0, true);
  return headerLength > 1n && headerLength <= BigInt(MAX_HEADER_BYTES) && prefix[8] === 0x7b;
}

/** What loading the file costs, from a header that passed the checks. */
export function tensorFactsOf(header: SafetensorsHeader): TensorFacts {
  const dtypes: Record<string, number> = {};
  let parameterCount = 0;
  let bytesToLoad = 0;
  const tensors = Object.values(header.tensors);
  for (const tensor of tensors) {
    const parameters = tensor.shape.reduce((product, dimension) => product * dimension, 1);
    parameterCount += parameters;
    dtypes[tensor.dtype] = (dtypes[tensor.dtype] ?? 0) + parameters;
    bytesToLoad = Math.max(bytesToLoad, tensor.data_offsets[1]);
  }
  return { tensorCount: tensors.length, parameterCount, dtypes, bytesToLoad };
}
