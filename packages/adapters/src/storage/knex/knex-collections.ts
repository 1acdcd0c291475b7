import type { Collection, CollectionItem, CollectionSettings, Collections, New } from '@atelier/domain';
import type { CollectionRow } from './rows/records-rows.js';
import { atomically, explainConstraint, type Store } from './store.js';

type ItemRow = { collection_id: number; model_id: number; model_version_id: number | null };

const toCollection = (row: CollectionRow, modelIds: number[]): Collection => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isPrivate: Boolean(row.is_private),
  userId: row.user_id,
  modelIds,
});

export class KnexCollections implements Collections {
  constructor(private readonly store: Store) {}

  /** The collection with its models in the order they were added. */
  async ofId(id: number): Promise<Collection | null> {
    const row = await this.store.db<CollectionRow>('collections').where('id', id).first();
    if (row === undefined) return null;
    const items = await this.itemsOf(id);
    return toCollection(
      row,
      items.map((item) => item.modelId),
    );
  }

  /** Two statements however many collections: the rows, then all their models. */
  async ofUser(userId: number): Promise<Collection[]> {
    const rows = await this.store.db<CollectionRow>('collections').where('user_id', userId).orderBy('id');
    const models: { collection_id: number; model_id: number }[] = await this.store
      .db('collection_models')
      .select('collection_id', 'model_id')
      .whereIn(
        'collection_id',
        rows.map((row) => row.id),
      )
      .orderBy('id');
    return rows.map((row) =>
      toCollection(
        row,
        models.filter((m) => m.collection_id === row.id).map((m) => m.model_id),
      ),
    );
  }

  async create(collection: New<Collection>): Promise<Collection> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<CollectionRow>('collections')
        .insert({
          name: collection.name,
          description: collection.description,
          is_private: collection.isPrivate,
          user_id: collection.userId,
        })
        .returning('*')
        .catch(explainConstraint(store, 'cannot create collection'));
      const id = (row as CollectionRow).id;
      for (const modelId of collection.modelIds) await new KnexCollections(store).addModel(id, modelId);
      return { ...collection, id, modelIds: [...new Set(collection.modelIds)] };
    });
  }

  async update(id: number, settings: CollectionSettings): Promise<void> {
    await this.store
      .db<CollectionRow>('collections')
      .where('id', id)
      .update({ name: settings.name, description: settings.description, is_private: settings.isPrivate });
  }

  /** Its entries and follows go with it (also by the foreign keys' cascade); the models stay. */
  async delete(id: number): Promise<void> {
    await atomically(this.store, async (store) => {
      await store.db('collection_models').where('collection_id', id).delete();
      await store.db('collection_follows').where('collection_id', id).delete();
      await store.db('collections').where('id', id).delete();
    });
  }

  async isFollowing(userId: number, collectionId: number): Promise<boolean> {
    const row = await this.store
      .db('collection_follows')
      .select('user_id')
      .where({ user_id: userId, collection_id: collectionId })
      .first();
    return row !== undefined;
  }

  /** Throws when the collection does not exist (foreign key); following twice is a no-op. */
  async follow(userId: number, collectionId: number): Promise<void> {
    await this.store
      .db('collection_follows')
      .insert({ user_id: userId, collection_id: collectionId })
      .onConflict(['user_id', 'collection_id'])
      .ignore()
      .catch(explainConstraint(this.store, `cannot follow collection ${collectionId}`));
  }

  async unfollow(userId: number, collectionId: number): Promise<void> {
    await this.store
      .db('collection_follows')
      .where({ user_id: userId, collection_id: collectionId })
      .delete();
  }

  async followerCount(collectionId: number): Promise<number> {
    const row = await this.store
      .db('collection_follows')
      .where('collection_id', collectionId)
      .count<{ count: number | string }[]>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  }

  /** A model collected again keeps its place and takes the version now given. */
  async addModel(collectionId: number, modelId: number, modelVersionId: number | null = null): Promise<void> {
    await this.store
      .db('collection_models')
      .insert({ collection_id: collectionId, model_id: modelId, model_version_id: modelVersionId })
      .onConflict(['collection_id', 'model_id'])
      .merge(['model_version_id'])
      .catch(explainConstraint(this.store, `cannot add model ${modelId} to collection ${collectionId}`));
  }

  async removeModel(collectionId: number, modelId: number): Promise<void> {
    await this.store
      .db('collection_models')
      .where({ collection_id: collectionId, model_id: modelId })
      .delete();
  }

  async itemsOf(collectionId: number): Promise<CollectionItem[]> {
    const rows: ItemRow[] = await this.store
      .db('collection_models')
      .select('collection_id', 'model_id', 'model_version_id')
      .where('collection_id', collectionId)
      .orderBy('id');
    return rows.map((row) => ({ modelId: row.model_id, modelVersionId: row.model_version_id }));
  }
}
