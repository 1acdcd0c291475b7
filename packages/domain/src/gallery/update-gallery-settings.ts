import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { GallerySettings } from './gallery.js';
import { checkGalleryReferences } from './gallery-references.js';
import { galleryReferencesOf } from './gallery-references-of.js';
import { validateGallerySettings } from './gallery-settings-rules.js';

/**
 * `model.updateGallerySettings`: the owner or a moderator saves the whole settings (pins, hidden images, users and
 * tags, browsing level); more pins than `MAX_PINNED_POSTS` on a version are refused, and so are pins, images, tags and
 * users that are not this model's or do not exist (`checkGalleryReferences`). Audited.
 */
export class UpdateGallerySettings {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; gallerySettings: GallerySettings },
  ): Promise<Result<GallerySettings>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<GallerySettings>> => {
      const model = await loadAuthorizedModel(repositories, 'model.moderateGallery', viewer, input.id, now);
      if (!model.ok) return model;
      if (viewer === null) return fail(errors.signInRequired);
      const valid = validateGallerySettings(input.gallerySettings);
      if (!valid.ok) return valid;
      const current = await repositories.gallerySettings.of(input.id);
      const refs = await galleryReferencesOf(repositories, input.id, valid.value, current);
      const settings = checkGalleryReferences(valid.value, current, refs);
      if (!settings.ok) return settings;
      await repositories.gallerySettings.save(input.id, settings.value);
      await repositories.audit.append({
        actorId: viewer.id,
        action: 'model.updateGallerySettings',
        modelId: input.id,
        modelVersionId: null,
        details: { gallerySettings: settings.value },
        createdAt: now,
      });
      return settings;
    });
  }
}
