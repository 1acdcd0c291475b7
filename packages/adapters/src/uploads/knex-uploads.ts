import type { Clock, Upload, Uploads, UploadType } from '@atelier/domain';
import type { Knex } from 'knex';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { dialectOf, readBoolean, readNumber } from '../storage/knex/dialect.js';
import { type Store, writeTransaction } from '../storage/knex/store.js';
import type { UploadBytes } from './upload-bytes.js';

type UploadRow = {
  id: string;
  user_id: number;
  filename: string;
  file_type: string;
  size_bytes: unknown;
  received_bytes: unknown;
  complete: unknown;
};

/** An upload as the hub records it: the domain's view plus the file type the client declared. */
export type RecordedUpload = Upload & { type: UploadType };

export type NewUpload = { id: string; userId: number; filename: string; type: UploadType; size: number };

const toUpload = (row: UploadRow): RecordedUpload => ({
  id: row.id,
  userId: row.user_id,
  filename: row.filename,
  type: row.file_type as UploadType,
  size: readNumber(row.size_bytes),
  offset: readNumber(row.received_bytes),
  complete: readBoolean(row.complete),
});

const HOUR_MS = 3_600_000;

/**
 * The `uploads` table next to the bytes of `UploadBytes` (docs/uploads.md). Every change that must not race is one
 * conditional statement checked by its row count: the claim, the sweep's delete; the quota check holds the owner's
 * row lock (PostgreSQL) or the write lock (SQLite) while it sums and inserts.
 */
export class KnexUploads implements Uploads {
  constructor(
    private readonly deps: {
      knex: Knex;
      clock: Clock;
      bytes: UploadBytes;
      files: DiskFileStorage;
      expiryHours: number;
    },
  ) {}

  private get table() {
    return this.deps.knex<UploadRow>('uploads');
  }

  /** An upload not yet claimed (claimed ones are as good as gone), with the type its owner declared. */
  async ofId(id: string): Promise<RecordedUpload | null> {
    const row = await this.table.where({ id }).whereNull('claimed_at').first();
    return row === undefined ? null : toUpload(row);
  }

  /**
   * Records a new upload when the owner's unfinished and unclaimed uploads, with this one, declare at most
   * `quotaBytes`; false, and nothing recorded, when they would declare more.
   */
  async reserve(upload: NewUpload, quotaBytes: number): Promise<boolean> {
    const store: Store = { db: this.deps.knex, dialect: dialectOf(this.deps.knex), clock: this.deps.clock };
    return writeTransaction(store, async ({ db, dialect }) => {
      // Two creations by one owner queue here (SQLite has taken its write lock already).
      if (dialect.name === 'pg') await db('users').where({ id: upload.userId }).forUpdate().first('id');
      const [used] = await db('uploads')
        .where({ user_id: upload.userId })
        .sum<{ total: unknown }[]>('size_bytes as total');
      if (readNumber(used?.total ?? 0) + upload.size > quotaBytes) return false;
      const now = this.deps.clock.now();
      await db('uploads').insert({
        id: upload.id,
        user_id: upload.userId,
        filename: upload.filename,
        file_type: upload.type,
        size_bytes: upload.size,
        received_bytes: 0,
        complete: false,
        created_at: now,
        updated_at: now,
      });
      return true;
    });
  }

  /** Notes the bytes received so far; the upload is complete once they reach its declared size. */
  async received(id: string, offset: number): Promise<void> {
    await this.table.where({ id }).update({
      received_bytes: offset,
      complete: this.deps.knex.raw('size_bytes <= ?', [offset]),
      updated_at: this.deps.clock.now(),
    } as never);
  }

  /** Forgets an upload's row (its bytes go separately); claimed uploads are left to their claim. */
  async forget(id: string): Promise<void> {
    await this.table.where({ id }).whereNull('claimed_at').delete();
  }

  /**
   * The claim that marks the row wins; it moves the bytes, then deletes the row. A failed move gives the upload
   * back, so the claim can be tried again.
   */
  async claim(id: string, storageKey: string): Promise<boolean> {
    const target = this.deps.files.pathOf(storageKey);
    const won = await this.table
      .where({ id, complete: true })
      .whereNull('claimed_at')
      .update({ claimed_at: this.deps.clock.now() } as never);
    if (won !== 1) return false;
    try {
      await this.deps.bytes.moveTo(id, target);
    } catch (error) {
      await this.table.where({ id }).update({ claimed_at: null } as never);
      throw error;
    }
    await this.table.where({ id }).delete();
    return true;
  }

  /**
   * Deletes, with their bytes, uploads nobody wrote to or claimed for `expiryHours` (finished or not), claims that
   * died half-way as long ago, and bytes whose row is gone. Returns how many uploads went.
   */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.expiryHours * HOUR_MS);
    const abandoned = (query: Knex.QueryBuilder) =>
      query
        .where('updated_at', '<', cutoff)
        .where((claim) => claim.whereNull('claimed_at').orWhere('claimed_at', '<', cutoff));
    const stale: { id: string }[] = await abandoned(this.deps.knex('uploads').select('id'));
    let removed = 0;
    for (const { id } of stale) {
      // A write or a claim since the select keeps the upload.
      const deleted = await abandoned(this.deps.knex('uploads').where({ id })).delete();
      if (deleted !== 1) continue;
      await this.deps.bytes.remove(id);
      removed++;
    }
    for (const id of await this.deps.bytes.idsIdleSince(cutoff)) {
      if ((await this.table.where({ id }).first('id')) !== undefined) continue;
      await this.deps.bytes.remove(id);
      removed++;
    }
    return removed;
  }
}
