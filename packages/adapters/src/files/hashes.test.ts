import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FileHasher, hashBytes, hashEntries, hashFile, READ_CHUNK_BYTES, streamFileInto } from './hashes.js';
import { encodeSafetensors } from './safetensors.js';

/** 1 MiB + 64 KiB + a tail, so the AutoV1 window is fully inside the file. Values checked with Python's hashlib/zlib. */
const patterned = Uint8Array.from({ length: 0x100000 + 0x10000 + 12345 }, (_, i) => (i * 7 + 3) % 251);
/** The input of the official BLAKE3 test vectors: byte i is i mod 251. */
const blake3Input = (length: number): Uint8Array => Uint8Array.from({ length }, (_, i) => i % 251);

const lora = encodeSafetensors(
  [
    { name: 'lora_up.weight', dtype: 'F16', shape: [64, 8], data: blake3Input(1024) },
    { name: 'lora_down.weight', dtype: 'F32', shape: [8, 40], data: blake3Input(1280).reverse() },
  ],
  { ss_network_module: 'networks.lora' },
);
const headerEnd = 8 + Number(new DataView(lora.buffer).getBigUint64(0, true));
const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').toUpperCase();

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-hashes-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('file hashes', () => {
  it('match the published test vectors for "abc"', () => {
    expect(hashBytes(new TextEncoder().encode('abc'))).toEqual({
      SHA256: 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
      AutoV2: 'BA7816BF8F',
      // A file shorter than 1 MiB has an empty AutoV1 window: the SHA-256 of nothing.
      AutoV1: 'E3B0C442',
      CRC32: '352441C2',
      BLAKE3: '6437B3AC38465133FFB63B75273A8DB548C558465D79DB03FD359C6CD5BD9D85',
    });
  });

  it.each([
    [0, 'AF1349B9F5F9A1A6A0404DEA36DCC9499BCB25C9ADC112B7CC9A93CAE41F3262'],
    [1, '2D3ADEDFF11B61F14C886E35AFA036736DCD87A74D27B5C1510225D0F592E213'],
    [1024, '42214739F095A406F3FC83DEB889744AC00DF831C10DAA55189B5D121C855AF7'],
    [1025, 'D00278AE47EB27B34FAECF67B4FE263F82D5412916C1FFD97C8CB7FB814B8444'],
    [102400, 'BC3E3D41A1146B069ABFFAD3C0D44860CF664390AFCE4D9661F7902E7943E085'],
  ])('give the official BLAKE3 vector for %i bytes', (length, expected) => {
    expect(hashBytes(blake3Input(length)).BLAKE3).toBe(expected);
  });

  it('give the CRC-32 check value of "123456789"', () => {
    expect(hashBytes(new TextEncoder().encode('123456789')).CRC32).toBe('CBF43926');
  });

  it('take AutoV1 from the 64 KiB at offset 1 MiB, as the web UI did', () => {
    const hashes = hashBytes(patterned);

    expect(hashes.AutoV1).toBe('145D6C8B');
    expect(hashes.CRC32).toBe('B5A273C2');
    expect(hashes.AutoV2).toBe('918D13F324');
    expect(hashes.AutoV3).toBeUndefined();
  });

  it('take AutoV3 of a SafeTensors file from the SHA-256 of the bytes after its header, 12 digits', () => {
    const hashes = hashBytes(lora);

    expect(hashes.AutoV3).toBe(sha256Hex(lora.subarray(headerEnd)).slice(0, 12));
    expect(hashes.AutoV3).not.toBe(hashes.SHA256.slice(0, 12));
  });

  it('leave AutoV3 out when the bytes start like SafeTensors but the header fails its checks', () => {
    const truncated = lora.subarray(0, lora.length - 1);

    expect(hashBytes(truncated).AutoV3).toBeUndefined();
  });

  it('do not depend on how the bytes are chunked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(patterned, lora),
        fc.array(fc.integer({ min: 1, max: 70_000 }), { maxLength: 30 }),
        (bytes, sizes) => {
          const hasher = new FileHasher();
          let start = 0;
          for (const size of sizes) {
            hasher.update(bytes.subarray(start, start + size));
            start += size;
          }
          hasher.update(bytes.subarray(start));
          expect(hasher.digest()).toEqual(hashBytes(bytes));
        },
      ),
      { seed: 13, numRuns: 60 },
    );
  });

  it('stay correct when two hashers take turns on the shared BLAKE3 engine', () => {
    const first = new FileHasher();
    const second = new FileHasher();
    for (let start = 0; start < patterned.length; start += 50_000) {
      first.update(patterned.subarray(start, start + 50_000));
      second.update(lora.subarray(start, start + 50_000));
      // A third hasher starts and finishes in between.
      expect(hashBytes(blake3Input(1)).BLAKE3).toMatch(/^2D3ADEDF/);
    }

    expect(first.digest()).toEqual(hashBytes(patterned));
    expect(second.digest()).toEqual(hashBytes(lora));
  });

  it('stream a file of several read chunks to the same values, reporting progress up to its size', async () => {
    const bytes = Uint8Array.from(
      { length: 2 * READ_CHUNK_BYTES + 777 },
      (_, i) => (i * 31 + (i >> 13)) % 256,
    );
    const file = path.join(dir, 'model.bin');
    await writeFile(file, bytes);
    const progress: [number, number][] = [];

    const hasher = new FileHasher();
    const read = await streamFileInto(file, hasher, (done, total) => progress.push([done, total]));

    expect(read).toBe(bytes.length);
    expect(hasher.digest()).toEqual(hashBytes(bytes));
    expect(await hashFile(file)).toEqual(hashBytes(bytes));
    expect(progress).toEqual([
      [READ_CHUNK_BYTES, bytes.length],
      [2 * READ_CHUNK_BYTES, bytes.length],
      [bytes.length, bytes.length],
    ]);
  });

  it('list in the domain order, leaving absent types out', () => {
    expect(hashEntries(hashBytes(lora)).map((entry) => entry.type)).toEqual([
      'AutoV2',
      'SHA256',
      'AutoV1',
      'CRC32',
      'BLAKE3',
      'AutoV3',
    ]);
    expect(hashEntries(hashBytes(patterned)).map((entry) => entry.type)).not.toContain('AutoV3');
  });
});
