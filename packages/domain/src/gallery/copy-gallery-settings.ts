import { auditEntry } from '../moderation/audit-entry.js';
import { authorize } from '../permissions/authorize.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { GallerySettings } from './gallery.js';
import { checkGalleryReferences } from './gallery-references.js';
import { galleryReferencesOf } from './gallery-references-of.js';

/**
 * What carries over to another model: hidden users, hidden tags and the browsing level. Hidden images and pins
 * name this model's own images and posts, so the target keeps its own.
 */
const copiedGallerySettings = (from: GallerySettings, to: GallerySettings): GallerySettings => ({
  ...to,
  hiddenUsers: from.hiddenUsers.map((user) => ({ ...user })),
  hiddenTags: from.hiddenTags.map((tag) => ({ ...tag })),
  level: from.level,
});

/**
 * `model.copyGallerySettings`: copies a model's gallery moderation preferences to the owner's other models. Audited
 * on the source (which models it went to) and on each target (where its settings came from). The owner's locked
 * models are left out.
 */
export class CopyGallerySettings {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ modelIds: number[] }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<{ modelIds: number[] }>> => {
      const model = await loadAuthorizedModel(repositories, 'model.moderateGallery', viewer, input.id, now);
      if (!model.ok) return model;
      const source = await repositories.gallerySettings.of(input.id);
      const targets = (await repositories.models.ofUser(model.value.userId)).filter(
        (other) =>
          other.id !== input.id &&
          other.deletedAt === null &&
          other.status !== 'Deleted' &&
          // A locked model keeps its settings: the owner may not edit it (`authorize`), moderators may.
          authorize('model.moderateGallery', viewer, other, now).ok,
      );
      for (const target of targets) {
        const current = await repositories.gallerySettings.of(target.id);
        const copied = copiedGallerySettings(source, current);
        // Hidden users and tags saved before they were checked may not exist: refused, and the transaction undone.
        const refs = await galleryReferencesOf(repositories, target.id, copied, current);
        const checked = checkGalleryReferences(copied, current, refs);
        if (!checked.ok) return checked;
        await repositories.gallerySettings.save(target.id, checked.value);
        await repositories.audit.append(
          auditEntry(viewer, 'model.updateGallerySettings', { modelId: target.id }, now, {
            copiedFromModelId: input.id,
          }),
        );
      }
      const modelIds = targets.map((target) => target.id);
      await repositories.audit.append(
        auditEntry(viewer, 'model.copyGallerySettings', { modelId: input.id }, now, { modelIds }),
      );
      return ok({ modelIds });
    });
  }
}
