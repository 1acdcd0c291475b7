import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileHasher, hashBytes, hashFile } from './hashes.js';

/** 1 MiB + 64 KiB + a tail, so the AutoV1 window is fully inside the file. Values checked with Python's hashlib/zlib. */
const patterned = Uint8Array.from({ length: 0x100000 + 0x10000 + 12345 }, (_, i) => (i * 7 + 3) % 251);

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

  it('take AutoV1 from the 64 KiB at offset 1 MiB, as the web UI did', () => {
    const hashes = hashBytes(patterned);

    expect(hashes.AutoV1).toBe('145D6C8B');
    expect(hashes.CRC32).toBe('B5A273C2');
    expect(hashes.AutoV2).toBe('918D13F324');
  });

  it('do not depend on how the bytes are chunked', () => {
    const hasher = new FileHasher();
    for (let start = 0; start < patterned.length; start += 65_521) {
      hasher.update(patterned.subarray(start, start + 65_521));
    }

    expect(hasher.digest()).toEqual(hashBytes(patterned));
  });

  it('stream a file from disk to the same values', async () => {
    const file = path.join(dir, 'model.bin');
    await writeFile(file, patterned);

    expect(await hashFile(file)).toEqual(hashBytes(patterned));
  });
});
