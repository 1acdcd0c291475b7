import type { ModelFile, ModelFiles, New } from '@atelier/domain';
import { fileHashRows, fileRow, toFile } from './mappers/file-mapper.js';
import type { FileRow, FileWithHashesRow } from './rows/file-row.js';
import { atomically, explainConstraint, requireUpdated, type Store } from './store.js';

export class KnexModelFiles implements ModelFiles {
  constructor(private readonly store: Store) {}

  /** Files (`f`) with their hashes in the same statement. */
  private withHashes() {
    const { db, dialect } = this.store;
    return db<FileWithHashesRow>('model_files as f').select(
      'f.*',
      db.raw(
        `${dialect.jsonRows(['h.type', 'h.hash'], 'FROM model_file_hashes h WHERE h.file_id = f.id', 'h.position')} AS hashes_json`,
      ),
    );
  }

  async ofId(id: number): Promise<ModelFile | null> {
    const [file] = this.hydrate(await this.withHashes().where('f.id', id));
    return file ?? null;
  }

  async ofVersion(modelVersionId: number): Promise<ModelFile[]> {
    return this.ofVersions([modelVersionId]);
  }

  /** In id order, with their hashes: one statement whatever the number of versions. */
  async ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]> {
    if (modelVersionIds.length === 0) return [];
    return this.hydrate(
      await this.withHashes()
        .whereIn('f.model_version_id', [...modelVersionIds])
        .orderBy('f.id'),
    );
  }

  /** One statement, like `ofVersions`; the hash index answers its subquery. */
  async ofHashes(hashes: readonly string[]): Promise<ModelFile[]> {
    if (hashes.length === 0) return [];
    const rows = await this.withHashes()
      .whereIn(
        'f.id',
        this.store
          .db('model_file_hashes')
          .select('file_id')
          .whereIn('hash', [...hashes]),
      )
      .orderBy('f.id');
    return this.hydrate(rows);
  }

  async create(file: New<ModelFile>): Promise<ModelFile> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<FileRow>('model_files')
        .insert(fileRow(file))
        .returning('*')
        .catch(explainConstraint(store, `cannot create a file of version ${file.modelVersionId}`));
      const created = row as FileRow;
      const hashes = fileHashRows(created.id, file.hashes);
      if (hashes.length > 0) await store.db('model_file_hashes').insert(hashes);
      return toFile(created, hashes, store.dialect);
    });
  }

  async save(file: ModelFile): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      const count = await db<FileRow>('model_files').where('id', file.id).update(fileRow(file));
      requireUpdated(count, 'file', file.id);
      await db('model_file_hashes').where('file_id', file.id).delete();
      const hashes = fileHashRows(file.id, file.hashes);
      if (hashes.length > 0) await db('model_file_hashes').insert(hashes);
    });
  }

  async remove(id: number): Promise<void> {
    // model_file_hashes rows go with the file (ON DELETE CASCADE).
    await this.store.db('model_files').where('id', id).delete();
  }

  private hydrate(rows: FileWithHashesRow[]): ModelFile[] {
    const { dialect } = this.store;
    return rows.map((row) =>
      toFile(
        row,
        dialect.readJson<[string, string][]>(row.hashes_json).map(([type, hash]) => ({ type, hash })),
        dialect,
      ),
    );
  }
}
