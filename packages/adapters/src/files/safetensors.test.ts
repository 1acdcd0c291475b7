import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSafetensorsHeader,
  encodeSafetensors,
  looksLikeSafetensors,
  readSafetensorsHeader,
} from './safetensors.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-safetensors-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const headerOf = (json: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(json));

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
    const headerLength = Number(new DataView(bytes.buffer).getBigUint64(0, true));
    expect((8 + headerLength) % 8).toBe(0);
    expect(looksLikeSafetensors(bytes)).toBe(true);
  });

  it('refuses a tensor whose bytes do not match its shape', () => {
    expect(() =>
      encodeSafetensors([{ name: 'w', dtype: 'F32', shape: [3], data: new Uint8Array(8) }]),
    ).toThrow(/need 12/);
  });

  it.each([
    ['unknown dtype', { w: { dtype: 'F128', shape: [1], data_offsets: [0, 16] } }, 16, /unknown dtype/],
    ['size mismatch', { w: { dtype: 'F32', shape: [2], data_offsets: [0, 4] } }, 4, /needs 8/],
    [
      'overlap',
      {
        a: { dtype: 'U8', shape: [4], data_offsets: [0, 4] },
        b: { dtype: 'U8', shape: [4], data_offsets: [2, 6] },
      },
      6,
      /overlaps/,
    ],
    ['trailing bytes', { w: { dtype: 'U8', shape: [4], data_offsets: [0, 4] } }, 10, /file holds 10/],
    ['not an object', [1, 2], 0, /not a JSON object/],
  ])('rejects a header with %s', (_, json, dataLength, reason) => {
    const check = checkSafetensorsHeader(headerOf(json), dataLength);

    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toMatch(reason);
  });

  it('rejects a header length past the end of the file', async () => {
    const file = path.join(dir, 'short.safetensors');
    const bytes = new Uint8Array(16);
    new DataView(bytes.buffer).setBigUint64(0, 1000n, true);
    await writeFile(file, bytes);

    expect(await readSafetensorsHeader(file)).toEqual({
      ok: false,
      reason: 'The header length is larger than the file allows',
    });
  });
});
