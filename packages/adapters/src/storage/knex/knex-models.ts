import type { Model, Models, New } from '@atelier/domain';
import { modelRow, toModel } from './mappers/model-mapper.js';
import { modelChildrenColumns, readModelChildren, writeModelChildren } from './model-children.js';
import type { ModelRow, ModelWithAuthorRow } from './rows/model-row.js';
import { refreshSearchText } from './search-text.js';
import { atomically, explainConstraint, requireUpdated, type Store } from './store.js';

/** The order of `withAnyTag`: most downloaded first, then by id. */
export const WITH_ANY_TAG_ORDER = [
  { column: 'download_count', order: 'desc' },
  { column: 'id', order: 'asc' },
] as const;

export class KnexModels implements Models {
  constructor(private readonly store: Store) {}

  /**
   * Models with their author's account state (`Model.author`), one join on the users' primary key, and their tags
   * and licenses in the same statement. The model page's read (knex-model-page.ts) adds its columns to it.
   */
  withAuthor() {
    return this.store
      .db<ModelWithAuthorRow>('models as m')
      .join('users as u', 'u.id', 'm.user_id')
      .select(
        'm.*',
        'u.username as author_username',
        'u.deleted_at as author_deleted_at',
        'u.banned as author_banned',
        ...modelChildrenColumns(this.store).map((column) => this.store.db.raw(column)),
      );
  }

  async ofId(id: number): Promise<Model | null> {
    const [model] = this.hydrate(await this.withAuthor().where('m.id', id));
    return model ?? null;
  }

  async ownerOf(id: number): Promise<number | null> {
    const row = await this.store.db<ModelRow>('models').where({ id }).first('user_id');
    return row?.user_id ?? null;
  }

  async ofIds(ids: readonly number[]): Promise<Model[]> {
    return ids.length === 0 ? [] : this.hydrate(await this.withAuthor().whereIn('m.id', [...ids]));
  }

  async ofUser(userId: number): Promise<Model[]> {
    return this.hydrate(await this.withAuthor().where('m.user_id', userId).orderBy('m.id'));
  }

  async create(model: New<Model, 'author'>): Promise<Model> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<ModelRow>('models')
        .insert(modelRow(model))
        .returning('*')
        .catch(explainConstraint(store, 'cannot create model'));
      const created = row as ModelRow;
      await writeModelChildren(store, created.id, model);
      await refreshSearchText(store, [created.id]);
      return (await new KnexModels(store).ofId(created.id)) as Model;
    });
  }

  async save(model: Model): Promise<void> {
    await atomically(this.store, async (store) => {
      const count = await store.db<ModelRow>('models').where('id', model.id).update(modelRow(model));
      requireUpdated(count, 'model', model.id);
      await writeModelChildren(store, model.id, model);
      await refreshSearchText(store, [model.id]);
    });
  }

  /**
   * Foreign keys cascade from the model row to versions, files, posts, images, reviews, goals, prompts, purchases,
   * reactions, links, gallery settings, comments and collection entries. Notify settings point at a model or a
   * version depending on their kind, so they are deleted here.
   */
  async remove(id: number): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      const versionIds = db('model_versions').select('id').where('model_id', id);
      await db('notify_settings')
        .where((q) => q.where({ kind: 'model', entity_id: id }))
        .orWhere((q) => q.where('kind', 'earlyAccess').whereIn('entity_id', versionIds))
        .delete();
      await db('models').where('id', id).delete();
    });
  }

  async withAnyTag(tagNames: string[], limit: number): Promise<Model[]> {
    return tagNames.length === 0 ? [] : this.hydrate(await this.withAnyTagQuery(tagNames, limit));
  }

  /**
   * The read of `withAnyTag` (`tagNames` not empty), in its order: the model page's read of related models
   * (knex-model-page.ts) adds columns to its rows.
   */
  withAnyTagQuery(tagNames: string[], limit: number) {
    const { db } = this.store;
    return this.withAuthor()
      .whereExists(
        db('model_tags as mt')
          .join('tags as t', 't.id', 'mt.tag_id')
          .whereRaw('mt.model_id = m.id')
          .whereRaw(
            `lower(t.name) IN (${tagNames.map(() => '?').join(', ')})`,
            tagNames.map((name) => name.toLowerCase()),
          ),
      )
      .orderBy(WITH_ANY_TAG_ORDER.map(({ column, order }) => ({ column: `m.${column}`, order })))
      .limit(limit);
  }

  /** The models `withAuthor` read. */
  hydrate(rows: ModelWithAuthorRow[]): Model[] {
    const { dialect } = this.store;
    return rows.map((row) => toModel(row, readModelChildren(row, dialect), dialect));
  }
}
