import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '@atelier/domain';

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Storage key ${JSON.stringify(key)} is not a relative path inside the file store`);
    this.name = 'StorageKeyError';
  }
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** File bytes in a directory; a key is a relative path such as `models/12/file.safetensors`. */
export class DiskFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key; throws for keys that would leave the root (`..`, absolute paths, NUL). */
  pathOf(key: string): string {
    if (key === '' || key.includes('\0') || path.isAbsolute(key) || key.includes('\\')) {
      throw new StorageKeyError(key);
    }
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new StorageKeyError(key);
    return resolved;
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Removes a file; a key ending in `/` names a folder, removed with everything in it (a post image's variants). */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true, recursive: key.endsWith('/') });
  }

  /** Writes through a temporary file and a rename, so readers never see half a file. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
}
