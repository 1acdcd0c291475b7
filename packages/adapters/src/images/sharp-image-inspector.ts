import { readFile } from 'node:fs/promises';
import type { DecodedImage, FileSource, ImageInspector, ImageProblem } from '@atelier/domain';
import type { UploadPaths } from '../files/disk-file-inspector.js';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { decodeImage } from './decode-image.js';

/**
 * The ImageInspector port with sharp (libvips), over stored files and finished uploads on disk. An upload is read
 * whole: its declared type's limit (`Image`, 32 MB by default) bounds it.
 */
export class SharpImageInspector implements ImageInspector {
  constructor(
    private readonly storage: DiskFileStorage,
    private readonly uploadPath: UploadPaths,
  ) {}

  async decode(source: FileSource): Promise<DecodedImage | { problem: ImageProblem } | null> {
    const filePath =
      'uploadId' in source ? await this.uploadPath(source.uploadId) : this.storage.pathOf(source.storageKey);
    if (filePath === null) return null;
    const bytes = await readFile(filePath).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT')
        return null;
      throw error;
    });
    return bytes === null ? null : decodeImage(bytes);
  }
}
