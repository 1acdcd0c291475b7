import type { ModelFile, ModelFiles, New, VersionDetails } from '@atelier/domain';
import { readNumber } from './dialect.js';
import { type Columns, jsonRowsOf, rowsOfJson, selectList, tableColumns } from './json-rows.js';
import { fileHashRows, fileRow, toFile } from './mappers/file-mapper.js';
import {
  FILE_COLUMNS,
  type FileRow,
  type FileWithHashesRow,
  type VersionDetailsRow,
} from './rows/file-row.js';
import { atomically, explainConstraint, requireUpdated, type Store } from './store.js';

/** The hashes of the file `alias`, in order, as JSON rows of `[type, hash]`. */
const hashesOf = (store: Store, alias: string): string =>
  store.dialect.jsonRows(
    ['h.type', 'h.hash'],
    `FROM model_file_hashes h WHERE h.file_id = ${alias}.id`,
    'h.position',
  );

/** A file `f` with its hashes, as a version's details hold it. */
const fileWithHashes = (store: Store): Columns<FileWithHashesRow> => [
  ...tableColumns<FileWithHashesRow>('f', FILE_COLUMNS),
  ['hashes_json', hashesOf(store, 'f')],
];

/**
 * What `detailsOfVersions` reads of a version `v`: its live reviews' totals, its likes, and its files (with their
 * hashes) as JSON rows. The model page's read (knex-model-page.ts) brings the same columns as JSON.
 */
export const versionDetailsColumns = (store: Store): Columns<VersionDetailsRow> => {
  const live = 'FROM reviews r WHERE r.model_version_id = v.id AND r.deleted_with IS NULL';
  return [
    ['model_version_id', 'v.id'],
    ['up', `(SELECT count(*) ${live} AND r.recommended = TRUE)`],
    ['down', `(SELECT count(*) ${live} AND r.recommended = FALSE)`],
    ['likes', '(SELECT count(*) FROM reactions x WHERE x.model_version_id = v.id)'],
    [
      'files_json',
      jsonRowsOf(
        store.dialect,
        fileWithHashes(store),
        'FROM model_files f WHERE f.model_version_id = v.id',
        'f.id',
      ),
    ],
  ];
};

export class KnexModelFiles implements ModelFiles {
  constructor(private readonly store: Store) {}

  /** Files (`f`) with their hashes in the same statement. */
  private withHashes() {
    const { db } = this.store;
    return db<FileWithHashesRow>('model_files as f').select(
      'f.*',
      db.raw(`${hashesOf(this.store, 'f')} AS hashes_json`),
    );
  }

  /**
   * One statement: each asked version with its live reviews' totals and its likes counted beside it, and its
   * files (with their hashes) as JSON rows.
   */
  async detailsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, VersionDetails>> {
    if (modelVersionIds.length === 0) return new Map();
    const { db } = this.store;
    const rows: VersionDetailsRow[] = await db('model_versions as v')
      .select(db.raw(selectList(versionDetailsColumns(this.store))))
      .whereIn('v.id', [...new Set(modelVersionIds)]);
    return this.detailsOf(rows);
  }

  /** The details `versionDetailsColumns` read, by version (the model page's read uses it too). */
  detailsOf(rows: readonly VersionDetailsRow[]): Map<number, VersionDetails> {
    const { dialect } = this.store;
    const files = fileWithHashes(this.store);
    return new Map(
      rows.map((row) => [
        row.model_version_id,
        {
          files: this.hydrate(rowsOfJson(dialect, row.files_json, files)),
          figures: {
            reviewTotals: { up: readNumber(row.up), down: readNumber(row.down) },
            likeCount: readNumber(row.likes),
          },
        },
      ]),
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
