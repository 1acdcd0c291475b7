import type { Collection, Collections, New } from '@atelier/domain';
import type { CollectionRow } from './rows/records-rows.js';
import { atomically, explainConstraint, type Store } from './store.js';

export class KnexCollections implements Collections {
  constructor(private readonly store: Store) {}

  /** The collection with its models in the order they were added. */
  async ofId(id: number): Promise<Collection | null> {
    const row = await this.store.db<CollectionRow>('collections').where('id', id).first();
    if (row === undefined) return null;
    const models: { model_id: number }[] = await this.store
      .db('collection_models')
      .select('model_id')
      .where('collection_id', id)
      .orderBy('id');
    return { id: row.id, name: row.name, userId: row.user_id, modelIds: models.map((m) => m.model_id) };
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
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      userId: row.user_id,
      modelIds: models.filter((m) => m.collection_id === row.id).map((m) => m.model_id),
    }));
  }

  /** Not part of the port (collections are managed elsewhere); the test world and demo data use it. */
  async create(collection: New<Collection>): Promise<Collection> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<CollectionRow>('collections')
        .insert({ name: collection.name, user_id: collection.userId })
        .returning('*')
        .catch(explainConstraint(store, 'cannot create collection'));
      const id = (row as CollectionRow).id;
      for (const modelId of collection.modelIds) await new KnexCollections(store).addModel(id, modelId);
      return {
        id,
        name: collection.name,
        userId: collection.userId,
        modelIds: [...new Set(collection.modelIds)],
      };
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

  async addModel(collectionId: number, modelId: number): Promise<void> {
    await this.store
      .db('collection_models')
      .insert({ collection_id: collectionId, model_id: modelId })
      .onConflict(['collection_id', 'model_id'])
      .ignore()
      .catch(explainConstraint(this.store, `cannot add model ${modelId} to collection ${collectionId}`));
  }
}
