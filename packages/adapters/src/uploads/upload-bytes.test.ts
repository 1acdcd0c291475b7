import { statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Upload } from '@tus/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskUploadBytes } from './upload-bytes.js';

const ID = 'a'.repeat(32);

/** A second filesystem to move across, when the machine has one (tmpfs). */
const otherDevice = (() => {
  try {
    return statSync('/dev/shm').dev !== statSync(tmpdir()).dev ? '/dev/shm' : null;
  } catch {
    return null;
  }
})();

describe('DiskUploadBytes', () => {
  let root: string;
  let bytes: DiskUploadBytes;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atelier-upload-bytes-'));
    bytes = new DiskUploadBytes(path.join(root, 'uploads'));
    await bytes.dataStore.create(new Upload({ id: ID, size: 3, offset: 0 }));
    await writeFile(path.join(root, 'uploads', ID), 'abc');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('gives readers the local file of an upload, and null for one it does not hold', async () => {
    expect(await bytes.localPath(ID)).toBe(path.join(root, 'uploads', ID));
    expect(await bytes.localPath('b'.repeat(32))).toBeNull();
    expect(await bytes.localPath('../files/x')).toBeNull();
  });

  it('moves the bytes into a new directory and forgets tus notes about them', async () => {
    const target = path.join(root, 'files', 'models', '1', ID);
    await bytes.moveTo(ID, target);
    expect(await readFile(target, 'utf8')).toBe('abc');
    expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
  });

  it.skipIf(otherDevice === null)(
    'moves across filesystems by copying, then deleting the upload',
    async () => {
      const elsewhere = await mkdtemp(path.join(otherDevice as string, 'atelier-files-'));
      try {
        const target = path.join(elsewhere, 'models', ID);
        await bytes.moveTo(ID, target);
        expect(await readFile(target, 'utf8')).toBe('abc');
        expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
        expect(await readdir(path.join(elsewhere, 'models'))).toEqual([ID]);
      } finally {
        await rm(elsewhere, { recursive: true, force: true });
      }
    },
  );

  it('lists uploads nobody wrote to since a moment, and removes them', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    for (const name of [ID, `${ID}.json`]) await utimes(path.join(root, 'uploads', name), old, old);
    expect(await bytes.idsIdleSince(new Date('2026-01-02T00:00:00Z'))).toEqual([ID]);
    expect(await bytes.idsIdleSince(new Date('2025-12-31T00:00:00Z'))).toEqual([]);
    await bytes.remove(ID);
    await bytes.remove(ID);
    expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
  });
});
