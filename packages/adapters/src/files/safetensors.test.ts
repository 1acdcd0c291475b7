import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSafetensorsHeader,
  DTYPE_BITS,
  type Dtype,
  encodeSafetensors,
  looksLikeSafetensors,
  readHeaderWith,
  readSafetensorsHeader,
  type Tensor,
  tensorFactsOf,
} from './safetensors.js';
import { SafetensorsTap } from './safetensors-tap.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-safetensors-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const headerOf = (json: unknown): Uint8Array => utf8(JSON.stringify(json));
const reasonOf = (json: unknown, dataLength: number): string => {
  const check = checkSafetensorsHeader(headerOf(json), dataLength);
  return check.ok ? 'accepted' : check.reason;
};
/** A file: the 8-byte length, the header bytes as given, then `dataLength` zero bytes. */
const fileOf = (
  header: Uint8Array,
  dataLength: number,
  declaredLength = BigInt(header.length),
): Uint8Array => {
  const bytes = new Uint8Array(8 + header.length + dataLength);
  new DataView(bytes.buffer).setBigUint64(0, declaredLength, true);
  bytes.set(header, 8);
  return bytes;
};
/** Reads like a file on disk would, remembering the furthest byte any read asked for. */
const recordingReader = (bytes: Uint8Array) => {
  const reader = {
    furthest: 0,
    readAt: async (buffer: Uint8Array, position: number) => {
      reader.furthest = Math.max(reader.furthest, position + buffer.length);
      const part = bytes.subarray(position, position + buffer.length);
      buffer.set(part);
      return part.length;
    },
  };
  return reader;
};
const u8 = (name: string, begin: number, end: number) => ({
  [name]: { dtype: 'U8', shape: [end - begin], data_offsets: [begin, end] },
});

describe('safetensors', () => {
  it('writes a file whose header reads back with every tensor', async () => {
    const bytes = encodeSafetensors(
      [
        { name: 'lora_up.weight', dtype: 'F16', shape: [4, 8], data: new Uint8Array(64).fill(1) },
        { name: 'lora_down.weight', dtype: 'F32', shape: [2, 3], data: new Uint8Array(24).fill(2) },
      ],
      { format: 'pt' },
    );
    const file = path.join(dir, 'lora.safetensors');
    await writeFile(file, bytes);

    const check = await readSafetensorsHeader(file);

    expect(check).toEqual({
      ok: true,
      header: {
        metadata: { format: 'pt' },
        tensors: {
          'lora_up.weight': { dtype: 'F16', shape: [4, 8], data_offsets: [0, 64] },
          'lora_down.weight': { dtype: 'F32', shape: [2, 3], data_offsets: [64, 88] },
        },
      },
    });
    expect(check.ok && tensorFactsOf(check.header)).toEqual({
      tensorCount: 2,
      parameterCount: 38,
      dtypes: { F16: 32, F32: 6 },
      bytesToLoad: 88,
    });
    const headerLength = Number(new DataView(bytes.buffer).getBigUint64(0, true));
    expect((8 + headerLength) % 8).toBe(0);
    expect(looksLikeSafetensors(bytes)).toBe(true);
  });

  it('refuses to write a tensor whose bytes do not match its shape', () => {
    expect(() =>
      encodeSafetensors([{ name: 'w', dtype: 'F32', shape: [3], data: new Uint8Array(8) }]),
    ).toThrow(/need 12/);
  });

  it('accepts sub-byte dtypes whose bits make whole bytes, and a tensor named __proto__', () => {
    const header =
      '{"__proto__":{"dtype":"F4","shape":[2,3],"data_offsets":[0,3]},' +
      '"six":{"dtype":"F6_E2M3","shape":[4],"data_offsets":[3,6]}}';
    const check = checkSafetensorsHeader(utf8(header), 6);

    expect(check.ok).toBe(true);
    expect(check.ok && Object.keys(check.header.tensors)).toEqual(['__proto__', 'six']);
    expect(check.ok && tensorFactsOf(check.header).dtypes).toEqual({ F4: 6, F6_E2M3: 4 });
  });

  it.each([
    ['metadata that is not string to string', { __metadata__: { epochs: 3 } }, 0, /__metadata__ must map/],
    ['metadata that is an array', { __metadata__: ['a'] }, 0, /__metadata__ must map/],
    ['metadata that is null', { __metadata__: null }, 0, /__metadata__ must map/],
    ['a tensor that is not an object', { w: [1] }, 0, /w is not a JSON object/],
    [
      'an unknown dtype',
      { w: { dtype: 'F128', shape: [1], data_offsets: [0, 16] } },
      16,
      /unknown dtype "F128"/,
    ],
    ['a missing dtype', { w: { shape: [1], data_offsets: [0, 1] } }, 1, /unknown dtype undefined/],
    [
      'a dtype from the prototype',
      { w: { dtype: 'toString', shape: [1], data_offsets: [0, 1] } },
      1,
      /unknown/,
    ],
    [
      'a shape that is not an array',
      { w: { dtype: 'U8', shape: 4, data_offsets: [0, 4] } },
      4,
      /invalid shape/,
    ],
    ['a negative dimension', { w: { dtype: 'U8', shape: [-4], data_offsets: [0, 4] } }, 4, /invalid shape/],
    [
      'a fractional dimension',
      { w: { dtype: 'U8', shape: [1.5], data_offsets: [0, 4] } },
      4,
      /invalid shape/,
    ],
    [
      'an unsafe dimension',
      { w: { dtype: 'U8', shape: [2 ** 53], data_offsets: [0, 4] } },
      4,
      /invalid shape/,
    ],
    ['three offsets', { w: { dtype: 'U8', shape: [4], data_offsets: [0, 4, 8] } }, 4, /invalid data offsets/],
    [
      'a negative offset',
      { w: { dtype: 'U8', shape: [4], data_offsets: [-4, 0] } },
      4,
      /invalid data offsets/,
    ],
    [
      'offsets as strings',
      { w: { dtype: 'U8', shape: [4], data_offsets: ['0', '4'] } },
      4,
      /invalid data offsets/,
    ],
    ['an end before the begin', { w: { dtype: 'U8', shape: [0], data_offsets: [4, 0] } }, 4, /end before/],
    [
      'a size mismatch',
      { w: { dtype: 'F32', shape: [2], data_offsets: [0, 4] } },
      4,
      /spans 4 bytes but needs 8/,
    ],
    [
      'a size past the safe integers',
      { w: { dtype: 'F64', shape: [2 ** 26, 2 ** 26, 2 ** 4], data_offsets: [0, 8] } },
      8,
      /not a whole safe number/,
    ],
    [
      'a sub-byte size that is not whole bytes',
      { w: { dtype: 'F4', shape: [3], data_offsets: [0, 2] } },
      2,
      /whole/,
    ],
    ['a gap at the start', u8('w', 2, 6), 6, /gap at bytes 0–2/],
    ['a gap between tensors', { ...u8('a', 0, 4), ...u8('b', 6, 8) }, 8, /gap at bytes 4–6/],
    ['an overlap', { ...u8('a', 0, 4), ...u8('b', 2, 6) }, 6, /overlaps at byte 2/],
    ['trailing bytes', u8('w', 0, 4), 10, /cover 4 bytes of data but the file holds 10/],
    ['data that ends early', u8('w', 0, 4), 3, /cover 4 bytes of data but the file holds 3/],
    ['no tensors but data', {}, 1, /cover 0 bytes of data but the file holds 1/],
  ])('rejects a header with %s', (_, json, dataLength, reason) => {
    expect(reasonOf(json, dataLength)).toMatch(reason);
  });

  it.each([
    ['an array', utf8('[1, 2]'), /does not start with \{/],
    ['a byte-order mark', Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('{}')), /does not start with \{/],
    ['broken JSON', utf8('{"w": '), /not valid UTF-8 JSON/],
    ['invalid UTF-8', Uint8Array.of(0x7b, 0x22, 0xff, 0x22, 0x3a, 0x7b, 0x7d, 0x7d), /not valid UTF-8 JSON/],
  ])('rejects header bytes that are %s', (_, bytes, reason) => {
    const check = checkSafetensorsHeader(bytes, 0);

    expect(check.ok ? 'accepted' : check.reason).toMatch(reason);
  });

  it.each([
    ['shorter than 8 bytes', new Uint8Array(5), /too short to hold a header/],
    ['a header length below 8', fileOf(utf8('{}'), 0), /header length 2 is below 8/],
    ['a header length above 100 MB', fileOf(utf8('{}      '), 0, 100_000_001n), /above 100000000/],
    ['a header length past the end', fileOf(utf8('{}      '), 0, 9n), /larger than the file allows/],
    ['a huge header length', fileOf(utf8('{}      '), 0, 2n ** 64n - 1n), /above 100000000/],
  ])('rejects a file %s', async (_, bytes, reason) => {
    const check = await readHeaderWith(recordingReader(bytes).readAt, bytes.length);

    expect(check.ok ? 'accepted' : check.reason).toMatch(reason);
  });

  it('reads the header of a file without reading a byte of its tensor data', async () => {
    const bytes = encodeSafetensors([{ name: 'w', dtype: 'U8', shape: [4096], data: new Uint8Array(4096) }]);
    const headerEnd = 8 + Number(new DataView(bytes.buffer).getBigUint64(0, true));
    const reader = recordingReader(bytes);

    expect((await readHeaderWith(reader.readAt, bytes.length)).ok).toBe(true);
    expect(reader.furthest).toBe(headerEnd);
  });
});

const DTYPES = Object.keys(DTYPE_BITS) as Dtype[];
/** Tensors with whole-byte sizes; sub-byte dtypes get an even number of elements times 4 so any of them fits. */
const tensorsArbitrary = (minDimension: number) =>
  fc
    .uniqueArray(
      fc.record({
        name: fc.string({ minLength: 0, maxLength: 12 }).filter((name) => name !== '__metadata__'),
        dtype: fc.constantFrom(...DTYPES),
        shape: fc.array(fc.integer({ min: minDimension, max: 5 }), { maxLength: 3 }),
      }),
      { selector: (tensor) => tensor.name, minLength: 1, maxLength: 6 },
    )
    .map((tensors) =>
      tensors.map(({ name, dtype, shape }): Tensor => {
        const wholeShape = DTYPE_BITS[dtype] < 8 ? [...shape, 4] : shape;
        const elements = wholeShape.reduce((a, b) => a * b, 1);
        return { name, dtype, shape: wholeShape, data: new Uint8Array((elements * DTYPE_BITS[dtype]) / 8) };
      }),
    );
const metadataArbitrary = fc.dictionary(
  fc.string({ maxLength: 8 }).filter((key) => key !== '__proto__'),
  fc.string({ maxLength: 8 }),
  { maxKeys: 3 },
);
const splitHeader = (bytes: Uint8Array) => {
  const headerEnd = 8 + Number(new DataView(bytes.buffer).getBigUint64(0, true));
  return {
    json: JSON.parse(new TextDecoder().decode(bytes.subarray(8, headerEnd))) as Record<string, unknown>,
    dataLength: bytes.length - headerEnd,
  };
};

describe('safetensors header checks (properties)', () => {
  it('accept every file the writer produces, with the facts its tensors add up to', async () => {
    await fc.assert(
      fc.asyncProperty(tensorsArbitrary(0), metadataArbitrary, async (tensors, metadata) => {
        const bytes = encodeSafetensors(tensors, metadata);
        const check = await readHeaderWith(recordingReader(bytes).readAt, bytes.length);

        if (!check.ok) throw new Error(check.reason);
        const parameters = tensors.map((tensor) => tensor.shape.reduce((a, b) => a * b, 1));
        const dtypes: Record<string, number> = {};
        tensors.forEach((tensor, index) => {
          dtypes[tensor.dtype] = (dtypes[tensor.dtype] ?? 0) + (parameters[index] as number);
        });
        expect(tensorFactsOf(check.header)).toEqual({
          tensorCount: tensors.length,
          parameterCount: parameters.reduce((a, b) => a + b, 0),
          dtypes,
          bytesToLoad: tensors.reduce((sum, tensor) => sum + tensor.data.length, 0),
        });
        expect(check.header.metadata).toEqual(metadata);
      }),
      { seed: 2026, numRuns: 200 },
    );
  });

  type Header = Record<string, { dtype?: string; shape?: number[]; data_offsets?: number[] } | unknown>;
  /** Each corruption edits the parsed header and returns how many bytes to add to the data length. */
  const corruptions: [string, (json: Header, name: string) => number][] = [
    [
      'an unknown dtype',
      (json, name) => {
        (json[name] as { dtype: string }).dtype = 'Q8';
        return 0;
      },
    ],
    [
      'one more dimension of 2',
      (json, name) => {
        (json[name] as { shape: number[] }).shape.push(2);
        return 0;
      },
    ],
    [
      'offsets moved by one',
      (json, name) => {
        const offsets = (json[name] as { data_offsets: [number, number] }).data_offsets;
        offsets[0] += 1;
        offsets[1] += 1;
        return 0;
      },
    ],
    [
      'a tensor left out',
      (json, name) => {
        delete json[name];
        return 0;
      },
    ],
    ['a byte more data', () => 1],
    ['a byte less data', () => -1],
    [
      'a non-string metadata value',
      (json) => {
        json.__metadata__ = { epochs: 1 };
        return 0;
      },
    ],
  ];

  it.each(corruptions)('reject a header after %s', (_, corrupt) => {
    fc.assert(
      fc.property(
        // Every tensor holds at least one byte, so each corruption changes what the header claims.
        tensorsArbitrary(1),
        fc.nat(),
        (tensors, pick) => {
          const { json, dataLength } = splitHeader(encodeSafetensors(tensors));
          const name = (tensors[pick % tensors.length] as Tensor).name;
          const extra = corrupt(json, name);
          const check = checkSafetensorsHeader(headerOf(json), dataLength + extra);

          expect(check.ok).toBe(false);
          expect(check.ok ? '' : check.reason).not.toBe('');
        },
      ),
      { seed: 7, numRuns: 150 },
    );
  });

  it('check the same way when the header streams past in chunks of any size', async () => {
    await fc.assert(
      fc.asyncProperty(
        tensorsArbitrary(0),
        fc.integer({ min: 1, max: 64 }),
        fc.constantFrom(-1, 0, 1),
        async (tensors, chunkSize, lengthChange) => {
          const full = encodeSafetensors(tensors, { note: 'streamed' });
          const bytes =
            lengthChange < 0
              ? full.subarray(0, full.length - 1)
              : lengthChange > 0
                ? Uint8Array.of(...full, 0)
                : full;
          const tap = new SafetensorsTap();
          for (let start = 0; start < bytes.length; start += chunkSize) {
            tap.update(bytes.slice(start, start + chunkSize));
          }
          const check = await readHeaderWith(recordingReader(bytes).readAt, bytes.length);

          expect(tap.check(bytes.length)).toEqual(check);
          expect(check.ok).toBe(lengthChange === 0);
        },
      ),
      { seed: 99, numRuns: 100 },
    );
  });
});
