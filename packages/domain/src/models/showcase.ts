import { auditEntry } from '../moderation/audit-entry.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Viewer } from '../users/user.js';
import type { Model, ModelMeta } from './model.js';

/** Makes `collectionId` (or none) the collection shown as the model's showcase, audited under `action`. */
export const saveShowcase = async (
  r: Pick<Repositories, 'models' | 'audit'>,
  viewer: Viewer,
  model: Model,
  collectionId: number | null,
  action: 'model.setShowcaseCollection' | 'model.migrateToCollection',
  now: Date,
): Promise<{ id: number; meta: ModelMeta }> => {
  const meta: ModelMeta = { ...model.meta, showcaseCollectionId: collectionId };
  await r.models.save({ ...model, meta, updatedAt: now });
  await r.audit.append(auditEntry(viewer, action, { modelId: model.id }, now, { collectionId }));
  return { id: model.id, meta };
};
