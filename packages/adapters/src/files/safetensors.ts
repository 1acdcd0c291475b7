import { open } from 'node:fs/promises';

/**
 * SafeTensors: an 8-byte little-endian header length N, N bytes of JSON naming each tensor's dtype, shape and
 * [begin, end) byte offsets into the data that follows, then the data. Nothing in it is executable.
 */
export const DTYPE_SIZES = {
  BOOL: 1,
  U8: 1,
  I8: 1,
  F8_E5M2: 1,
  F8_E4M3: 1,
  I16: 2,
  U16: 2,
  F16: 2,
  BF16: 2,
  I32: 4,
  U32: 4,
  F32: 4,
  F64: 8,
  I64: 8,
  U64: 8,
} as const;
export type Dtype = keyof typeof DTYPE_SIZES;

export type TensorInfo = { dtype: Dtype; shape: number[]; data_offsets: [number, number] };
export type SafetensorsHeader = { tensors: Record<string, TensorInfo>; metadata: Record<string, string> };
export type Tensor = { name: string; dtype: Dtype; shape: number[]; data: Uint8Array };

/** The reference implementation refuses larger headers. */
const MAX_HEADER_BYTES = 100_000_000;

export function encodeSafetensors(tensors: Tensor[], metadata: Record<string, string> = {}): Uint8Array {
  const header: Record<string, unknown> = Object.keys(metadata).length > 0 ? { __metadata__: metadata } : {};
  let offset = 0;
  for (const tensor of tensors) {
    const expected =
      tensor.shape.reduce((product, dimension) => product * dimension, 1) * DTYPE_SIZES[tensor.dtype];
    if (expected !== tensor.data.length) {
      throw new Error(
        `Tensor ${tensor.name} has ${tensor.data.length} bytes; its shape and dtype need ${expected}`,
      );
    }
    header[tensor.name] = {
      dtype: tensor.dtype,
      shape: tensor.shape,
      data_offsets: [offset, offset + expected],
    };
    offset += expected;
  }
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

const isDimension = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** Checks the header against the file's size: known dtypes, sizes that match shapes, offsets that tile the data. */
export function checkSafetensorsHeader(headerJson: Uint8Array, dataLength: number): HeaderCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(headerJson));
  } catch {
    return { ok: false, reason: 'The header is not valid UTF-8 JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'The header is not a JSON object' };
  }
  const tensors: Record<string, TensorInfo> = {};
  let metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (name === '__metadata__') {
      if (
        typeof value !== 'object' ||
        value === null ||
        Object.values(value).some((v) => typeof v !== 'string')
      ) {
        return { ok: false, reason: '__metadata__ must map strings to strings' };
      }
      metadata = value as Record<string, string>;
      continue;
    }
    const info = value as Partial<TensorInfo> | null;
    if (
      typeof info !== 'object' ||
      info === null ||
      typeof info.dtype !== 'string' ||
      !(info.dtype in DTYPE_SIZES)
    ) {
      return { ok: false, reason: `Tensor ${name} has an unknown dtype` };
    }
    if (!Array.isArray(info.shape) || !info.shape.every(isDimension)) {
      return { ok: false, reason: `Tensor ${name} has an invalid shape` };
    }
    const offsets = info.data_offsets;
    if (
      !Array.isArray(offsets) ||
      offsets.length !== 2 ||
      !offsets.every(isDimension) ||
      offsets[0] > offsets[1]
    ) {
      return { ok: false, reason: `Tensor ${name} has invalid data offsets` };
    }
    const size = info.shape.reduce((product, dimension) => product * dimension, 1) * DTYPE_SIZES[info.dtype];
    if (offsets[1] - offsets[0] !== size) {
      return { ok: false, reason: `Tensor ${name} spans ${offsets[1] - offsets[0]} bytes but needs ${size}` };
    }
    tensors[name] = { dtype: info.dtype, shape: info.shape, data_offsets: [offsets[0], offsets[1]] };
  }
  const spans = Object.values(tensors)
    .map((tensor) => tensor.data_offsets)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let end = 0;
  for (const [begin, finish] of spans) {
    if (begin !== end) return { ok: false, reason: 'Tensor data overlaps or leaves gaps' };
    end = finish;
  }
  if (end !== dataLength) {
    return { ok: false, reason: `The tensors cover ${end} bytes of data but the file holds ${dataLength}` };
  }
  return { ok: true, header: { tensors, metadata } };
}

/** Reads and checks only the header of a file on disk; the tensor data is never loaded. */
export async function readSafetensorsHeader(filePath: string): Promise<HeaderCheck> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 8) return { ok: false, reason: 'The file is too short to hold a header' };
    const lengthBytes = new Uint8Array(8);
    await handle.read(lengthBytes, 0, 8, 0);
    const headerLength = new DataView(lengthBytes.buffer).getBigUint64(0, true);
    if (headerLength > BigInt(Math.min(MAX_HEADER_BYTES, size - 8))) {
      return { ok: false, reason: 'The header length is larger than the file allows' };
    }
    const headerBytes = new Uint8Array(Number(headerLength));
    await handle.read(headerBytes, 0, headerBytes.length, 8);
    return checkSafetensorsHeader(headerBytes, size - 8 - headerBytes.length);
  } finally {
    await handle.close();
  }
}

/** Cheap sniff: a plausible header length followed by `{`. */
export function looksLikeSafetensors(prefix: Uint8Array): boolean {
  if (prefix.length < 9) return false;
  const headerLength = new DataView(prefix.buffer, prefix.byteOffset, 8).getBigUint64(0, true);
  return headerLength > 1n && headerLength <= BigInt(MAX_HEADER_BYTES) && prefix[8] === 0x7b;
}
