import { seesEverything } from '../models/visibility.js';
import type { Deps } from '../shared/deps.js';
import type { Viewer } from '../users/user.js';
import type { ImageSight } from './gallery.js';
import { canSeePost } from './post-access.js';

/**
 * Whether this viewer may see the image: exactly when they may see its post (`canSeePost`: a draft post only its
 * author and moderators, and only when they may see its model and version); images the owner hid with the gallery
 * settings only the owner and moderators see; an image or post hidden with a deletion nobody.
 */
const canSeeImage = (viewer: Viewer, sight: ImageSight, now: Date): boolean => {
  if (sight.deleted) return false;
  const { model, version } = sight;
  const place = model === null || version === null ? null : { model, version };
  if (!canSeePost(viewer, sight.post, place, now)) return false;
  return !sight.hiddenByOwner || (model !== null && seesEverything(viewer, model, now));
};

/** `public`: anyone may see it; `viewer`: only this viewer's roles let them; `missing`: answer as if it did not exist. */
type ImageAccess = 'public' | 'viewer' | 'missing';

/** A stored image shared by several rows (the large demo's pool) is as visible as the most visible of them. */
const imageAccessOf = (viewer: Viewer, sights: readonly ImageSight[], now: Date): ImageAccess => {
  if (sights.some((sight) => canSeeImage(null, sight, now))) return 'public';
  return viewer !== null && sights.some((sight) => canSeeImage(viewer, sight, now)) ? 'viewer' : 'missing';
};

/**
 * The image route's question: may this viewer see the post image stored under `contentKey`, and may caches share it
 * (docs/images.md)?
 */
export class GetImageAccess {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { contentKey: string }): Promise<ImageAccess> {
    const sights = await this.deps.uow.read((r) => r.posts.imageSights(input.contentKey));
    return imageAccessOf(viewer, sights, this.deps.clock.now());
  }
}
