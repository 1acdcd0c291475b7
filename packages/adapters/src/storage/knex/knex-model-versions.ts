import type { ModelVersion, ModelVersions, New } from '@atelier/domain';
import { type Columns, selectList, tableColumns } from './json-rows.js';
import { toVersion, versionRow } from './mappers/version-mapper.js';
import { VERSION_COLUMNS, type VersionRow, type VersionWithCountsRow } from './rows/version-row.js';
import { refreshSearchText } from './search-text.js';
import { atomically, explainConstraint, requireUpdated, type Store } from './store.js';

/**
 * What a version read selects of version `v`: its row, and its file and post counts by indexed subqueries in the
 * same statement. The model page's read (knex-model-page.ts) brings the same columns as JSON.
 */
export const VERSION_WITH_COUNTS: Columns<VersionWithCountsRow> = [
  ...tableColumns<VersionWithCountsRow>('v', VERSION_COLUMNS),
  ['file_count', '(SELECT count(*) FROM model_files f WHERE f.model_version_id = v.id)'],
  [
    'post_count',
    '(SELECT count(*) FROM posts p WHERE p.model_version_id = v.id AND p.deleted_with IS NULL AND p.published_at IS NOT NULL)',
  ],
];

const withCounts = (store: Store) =>
  store
    .db('model_versions as v')
    .select<VersionWithCountsRow[]>(store.db.raw(selectList(VERSION_WITH_COUNTS)));

export class KnexModelVersions implements ModelVersions {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<ModelVersion | null> {
    const [row] = await withCounts(this.store).where('v.id', id);
    return row === undefined ? null : toVersion(row, this.store.dialect);
  }

  async ofIds(ids: readonly number[]): Promise<ModelVersion[]> {
    if (ids.length === 0) return [];
    const rows = await withCounts(this.store).whereIn('v.id', [...ids]);
    return rows.map((row) => toVersion(row, this.store.dialect));
  }

  async ofModel(modelId: number, options: { withDeleted?: boolean } = {}): Promise<ModelVersion[]> {
    const query = withCounts(this.store).where('v.model_id', modelId).orderBy(['v.index', 'v.id']);
    if (options.withDeleted !== true) query.whereNull('v.deleted_at');
    const rows = await query;
    return rows.map((row) => toVersion(row, this.store.dialect));
  }

  async ofModels(modelIds: readonly number[]): Promise<Map<number, ModelVersion[]>> {
    const byModel = new Map<number, ModelVersion[]>();
    if (modelIds.length === 0) return byModel;
    const rows = await withCounts(this.store)
      .whereIn('v.model_id', [...new Set(modelIds)])
      .whereNull('v.deleted_at')
      .orderBy(['v.model_id', 'v.index', 'v.id']);
    for (const row of rows) {
      const version = toVersion(row, this.store.dialect);
      byModel.set(version.modelId, [...(byModel.get(version.modelId) ?? []), version]);
    }
    return byModel;
  }

  async create(version: New<ModelVersion, 'fileCount' | 'postCount'>): Promise<ModelVersion> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<VersionRow>('model_versions')
        .insert(versionRow(version))
        .returning('*')
        .catch(explainConstraint(store, `cannot create a version of model ${version.modelId}`));
      // Its trained words are searched (docs/search.md).
      await refreshSearchText(store, [version.modelId]);
      return toVersion({ ...(row as VersionRow), file_count: 0, post_count: 0 }, store.dialect);
    });
  }

  /** Counts in the saved value are ignored: they are derived, never stored. */
  async save(version: ModelVersion): Promise<void> {
    await atomically(this.store, async (store) => {
      const count = await store
        .db<VersionRow>('model_versions')
        .where('id', version.id)
        .update(versionRow(version));
      requireUpdated(count, 'version', version.id);
      await refreshSearchText(store, [version.modelId]);
    });
  }

  /** Cascades like `Models.remove`, one level down; the version's early-access notify settings go too. */
  async remove(id: number): Promise<void> {
    await atomically(this.store, async (store) => {
      const { db } = store;
      const modelIds = (await db('model_versions').where('id', id).pluck('model_id')) as number[];
      await db('notify_settings').where({ kind: 'earlyAccess', entity_id: id }).delete();
      await db('model_versions').where('id', id).delete();
      await refreshSearchText(store, modelIds);
    });
  }
}
