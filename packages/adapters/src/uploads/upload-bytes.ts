import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { UploadSettings } from '../config/config.js';

/**
 * Where the bytes of uploads wait until they are claimed: the tus DataStore PATCH requests write through, plus what
 * the hub does with the bytes outside tus. One implementation per kind of store (disk now; S3 can follow).
 */
export interface UploadBytes {
  readonly dataStore: DataStore;
  /** A local file holding the upload's bytes, for readers such as the file inspector; null when there is none. */
  localPath(id: string): Promise<string | null>;
  /** Moves a finished upload's bytes to `target`, an absolute path in the file store, and forgets the upload. */
  moveTo(id: string, target: string): Promise<void>;
  /** Deletes an upload's bytes and tus's notes about it; a missing upload is no error. */
  remove(id: string): Promise<void>;
  /** Uploads whose bytes were last written before `before` (to find bytes whose row is gone). */
  idsIdleSince(before: Date): Promise<string[]>;
}

const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** An upload id as the hub names them (tus's 32 hex characters); anything else is not one of ours. */
export const isUploadId = (id: string): boolean => /^[0-9a-f]{32}$/.test(id);

/** tus's FileStore: the bytes in `<dir>/<id>`, tus's notes (size, metadata) in `<dir>/<id>.json`. */
export class DiskUploadBytes implements UploadBytes {
  readonly dataStore: FileStore;

  constructor(readonly dir: string) {
    this.dataStore = new FileStore({ directory: dir });
  }

  private pathOf(id: string): string {
    if (!isUploadId(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
    return path.join(this.dir, id);
  }

  async localPath(id: string): Promise<string | null> {
    if (!isUploadId(id)) return null;
    const file = this.pathOf(id);
    try {
      return (await stat(file)).isFile() ? file : null;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  /** A rename when both directories are on one filesystem; a copy and unlink when they are not. */
  async moveTo(id: string, target: string): Promise<void> {
    const source = this.pathOf(id);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(source, target);
    } catch (error) {
      if (!isCode(error, 'EXDEV')) throw error;
      // Copy under a temporary name, then rename, so readers of the file store never see half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await copyFile(source, temporary);
      await rename(temporary, target);
      await rm(source, { force: true });
    }
    await rm(`${source}.json`, { force: true });
  }

  async remove(id: string): Promise<void> {
    const bytes = this.pathOf(id);
    await Promise.all([rm(bytes, { force: true }), rm(`${bytes}.json`, { force: true })]);
  }

  async idsIdleSince(before: Date): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
    const ids = [...new Set(names.map((name) => name.replace(/\.json$/, '')))].filter(isUploadId);
    const idle: string[] = [];
    for (const id of ids) {
      const written = await Promise.all(
        [id, `${id}.json`].map((name) =>
          stat(path.join(this.dir, name)).then(
            (info) => info.mtimeMs,
            () => 0,
          ),
        ),
      );
      if (Math.max(...written) < before.getTime()) idle.push(id);
    }
    return idle;
  }
}

/** The one place the kind of upload store is chosen. */
export const createUploadBytes = (settings: Pick<UploadSettings, 'dir'>): UploadBytes =>
  new DiskUploadBytes(settings.dir);
