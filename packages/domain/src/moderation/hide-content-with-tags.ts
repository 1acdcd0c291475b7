import type { GallerySettings } from '../gallery/gallery.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/**
 * `model.hideContentWithTags`: a moderator sets the tags whose images the model's gallery hides, replacing the
 * hidden tags the gallery had (the rest of its settings stay). An unknown tag id changes nothing: not found. Audited.
 */
export class HideContentWithTags {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number; tagIds: number[] }): Promise<Result<GallerySettings>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r): Promise<Result<GallerySettings>> => {
      const model = await loadAuthorizedModel(r, 'model.hideContentByTags', viewer, input.id, now);
      if (!model.ok) return model;
      const tagIds = [...new Set(input.tagIds)];
      const names = new Map((await r.tags.ofIds(tagIds)).map((tag) => [tag.id, tag.name]));
      const hiddenTags = tagIds.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      });
      if (hiddenTags.length !== tagIds.length) return fail(errors.notFound);
      const settings: GallerySettings = { ...(await r.gallerySettings.of(model.value.id)), hiddenTags };
      await r.gallerySettings.save(model.value.id, settings);
      await r.audit.append(
        auditEntry(viewer, 'model.hideContentByTags', { modelId: model.value.id }, now, { tagIds }),
      );
      return ok(settings);
    });
  }
}
