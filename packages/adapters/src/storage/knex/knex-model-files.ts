import type { ModelFile, ModelFiles, New } from '@atelier/domain';
import { fileHashRows, fileRow, toFile } from './mappers/file-mapper.js';
import type { FileHashRow, FileRow } from './rows/file-row.js';
import { atomically, explainConstraint, groupBy, requireUpdated, type Store } from './store.js';

export class KnexModelFiles implements ModelFiles {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<ModelFile | null> {
    const [file] = await this.hydrate(await this.store.db<FileRow>('model_files').where('id', id));
    return file ?? null;
  }

  async ofVersion(modelVersionId: number): Promise<ModelFile[]> {
    return this.ofVersions([modelVersionId]);
  }

  /** In id order; two queries (files, then their hashes) whatever the number of versions. */
  async ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]> {
    if (modelVersionIds.length === 0) return [];
    const rows = await this.store
      .db<FileRow>('model_files')
      .whereIn('model_version_id', [...modelVersionIds])
      .orderBy('id');
    return this.hydrate(rows);
  }

  /** Two queries, like `ofVersions`; the hash index answers the first one's subquery. */
  async ofHashes(hashes: readonly string[]): Promise<ModelFile[]> {
    if (hashes.length === 0) return [];
    const rows = await this.store
      .db<FileRow>('model_files')
      .whereIn(
        'id',
        this.store
          .db('model_file_hashes')
          .select('file_id')
          .whereIn('hash', [...hashes]),
      )
      .orderBy('id');
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

  private async hydrate(rows: FileRow[]): Promise<ModelFile[]> {
    if (rows.length === 0) return [];
    const hashes = await this.store
      .db<FileHashRow>('model_file_hashes')
      .whereIn(
        'file_id',
        rows.map((row) => row.id),
      )
      .orderBy(['file_id', 'position']);
    const byFile = groupBy(hashes, (hash) => hash.file_id);
    return rows.map((row) => toFile(row, byFile.get(row.id) ?? [], this.store.dialect));
  }
}
