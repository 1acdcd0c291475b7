import type { FileInspection, FileInspector, FileSource } from '@atelier/domain';
import type { DiskFileStorage } from './disk-file-storage.js';
import { hashEntries } from './hashes.js';
import { type InspectOptions, inspectFile, type SniffReport, sniffFile } from './inspect-file.js';

/** Where a finished upload's bytes are on this machine (the uploads store's `localPath`). */
export type UploadPaths = (uploadId: string) => Promise<string | null>;

/** The FileInspector port over files on disk: stored files through DiskFileStorage, uploads through their store. */
export class DiskFileInspector implements FileInspector {
  constructor(
    private readonly storage: DiskFileStorage,
    private readonly uploadPath: UploadPaths,
  ) {}

  async sniff(source: FileSource): Promise<SniffReport | null> {
    const filePath = await this.#pathOf(source);
    return filePath === null ? null : sniffFile(filePath);
  }

  async inspect(storageKey: string, options: InspectOptions = {}): Promise<FileInspection | null> {
    const filePath = await this.#pathOf({ storageKey });
    if (filePath === null) return null;
    const report = await inspectFile(filePath, options);
    return { ...report, hashes: hashEntries(report.hashes) };
  }

  async #pathOf(source: FileSource): Promise<string | null> {
    if ('uploadId' in source) return this.uploadPath(source.uploadId);
    if ((await this.storage.size(source.storageKey)) === null) return null;
    return this.storage.pathOf(source.storageKey);
  }
}
