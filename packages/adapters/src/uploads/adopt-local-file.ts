import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileType, UploadType } from '@atelier/domain';
import { Upload } from '@tus/server';
import type { KnexUploads } from './knex-uploads.js';
import type { UploadBytes } from './upload-bytes.js';

/**
 * Puts a file from this machine in as a finished upload of `userId`, through the same store and records as a tus
 * upload (so an S3 store works too): `atelier import` then links it with `modelFile.create` like the browser does.
 * The operator's import is not held to the per-user quota, which protects the hub from its users, but each file
 * still counts against the file type's size limit. Returns the upload id, or why the file was refused.
 */
export async function adoptLocalFile(
  store: { uploads: KnexUploads; bytes: UploadBytes; maxBytes: Record<UploadType, number> },
  input: { userId: number; filePath: string; type: FileType },
): Promise<{ ok: true; uploadId: string } | { ok: false; reason: string }> {
  const { size } = await stat(input.filePath);
  const limit = store.maxBytes[input.type];
  if (size > limit)
    return { ok: false, reason: `${input.filePath} is larger than ${limit} bytes, the ${input.type} limit` };
  const id = randomBytes(16).toString('hex');
  const filename = path.basename(input.filePath);
  const reserved = await store.uploads.reserve(
    { id, userId: input.userId, filename, type: input.type, size },
    Number.MAX_SAFE_INTEGER,
  );
  if (!reserved) return { ok: false, reason: 'the upload could not be recorded' };
  try {
    await store.bytes.dataStore.create(
      new Upload({ id, size, offset: 0, metadata: { filename, type: input.type } }),
    );
    const offset = await store.bytes.dataStore.write(createReadStream(input.filePath), id, 0);
    await store.uploads.received(id, offset);
  } catch (error) {
    await store.uploads.forget(id);
    await store.bytes.remove(id);
    throw error;
  }
  return { ok: true, uploadId: id };
}
