import type { AssociatedResource, AssociatedResources } from '@atelier/domain';
import type { AssociatedResourceRow } from './rows/associated-resource-row.js';
import { atomically, explainConstraint, type Store } from './store.js';

export const toAssociatedResource = (row: AssociatedResourceRow): AssociatedResource => ({
  resourceType: row.resource_type,
  resourceId: row.resource_id,
});

export class KnexAssociatedResources implements AssociatedResources {
  constructor(private readonly store: Store) {}

  async ofModel(fromModelId: number): Promise<AssociatedResource[]> {
    const rows = await this.store
      .db<AssociatedResourceRow>('associated_resources')
      .where('from_model_id', fromModelId)
      .orderBy('position');
    return rows.map(toAssociatedResource);
  }

  /** Deletes the model's rows and inserts the new list, in one transaction (the caller's when there is one). */
  async replace(fromModelId: number, resources: readonly AssociatedResource[]): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      await db('associated_resources').where('from_model_id', fromModelId).delete();
      if (resources.length === 0) return;
      await db<AssociatedResourceRow>('associated_resources')
        .insert(
          resources.map((resource, position) => ({
            from_model_id: fromModelId,
            resource_type: resource.resourceType,
            resource_id: resource.resourceId,
            position,
          })),
        )
        .catch(explainConstraint(this.store, `cannot suggest resources next to model ${fromModelId}`));
    });
  }
}
