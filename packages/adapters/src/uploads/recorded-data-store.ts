import type { Readable } from 'node:stream';
import { DataStore, type Upload } from '@tus/server';
import type { KnexUploads } from './knex-uploads.js';

/**
 * The tus DataStore the server talks to: the bytes go to the chosen store (`UploadBytes.dataStore`), and every
 * write and termination is noted in the `uploads` table, which ownership, quota, claims and the sweep read.
 * Deferred lengths and tus's own expiry are left out: every upload declares its size, and the hub sweeps itself.
 */
export class RecordedDataStore extends DataStore {
  constructor(
    private readonly bytes: DataStore,
    private readonly uploads: Pick<KnexUploads, 'received' | 'forget'>,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'].filter((extension) =>
      bytes.hasExtension(extension),
    );
  }

  override create(upload: Upload): Promise<Upload> {
    return this.bytes.create(upload);
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    try {
      const received = await this.bytes.write(stream, id, offset);
      await this.uploads.received(id, received);
      return received;
    } catch (error) {
      // A request cut off mid-way has still written some bytes: note what the store holds, then let tus answer.
      const stored = await this.bytes.getUpload(id).catch(() => null);
      if (stored !== null) await this.uploads.received(id, stored.offset);
      throw error;
    }
  }

  override getUpload(id: string): Promise<Upload> {
    return this.bytes.getUpload(id);
  }

  override async remove(id: string): Promise<void> {
    await this.uploads.forget(id);
    await this.bytes.remove(id);
  }
}
