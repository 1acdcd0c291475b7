import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskFileStorage, StorageKeyError } from './disk-file-storage.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-storage-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('DiskFileStorage', () => {
  const storage = new DiskFileStorage(path.join(dir, 'files'));

  it('writes, sizes, reads and removes a file by its key', async () => {
    const bytes = new TextEncoder().encode('tensor bytes');

    await storage.write('models/1/a.safetensors', bytes);

    expect(await storage.size('models/1/a.safetensors')).toBe(bytes.length);
    expect(await storage.read('models/1/a.safetensors')).toEqual(bytes);
    await storage.remove('models/1/a.safetensors');
    expect(await storage.size('models/1/a.safetensors')).toBeNull();
    expect(await storage.read('models/1/a.safetensors')).toBeNull();
  });

  it('answers null for a missing file and ignores removing one', async () => {
    expect(await storage.size('nothing/here.bin')).toBeNull();
    await expect(storage.remove('nothing/here.bin')).resolves.toBeUndefined();
  });

  it('refuses keys that escape the root', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'outside');

    for (const key of [
      '../secret.txt',
      'models/../../secret.txt',
      '/etc/passwd',
      '',
      'a\0b',
      '..\\secret.txt',
      '.',
    ]) {
      await expect(storage.read(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  it('allows names that merely contain dots', async () => {
    await storage.write('models/..hidden/v1..2.bin', new Uint8Array([1]));

    expect(await storage.size('models/..hidden/v1..2.bin')).toBe(1);
  });
});
