import { isVersionVisible, seesEverything } from '../models/visibility.js';
import { isAllowed } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import type { Viewer } from '../users/user.js';
import type { ImageSight } from './gallery.js';

/**
 * Whether this viewer may see the image: exactly when they may see its model (`isAllowed('model.view')`, which hides
 * models of deleted or banned authors) and its version; images the owner hid only the owner and moderators see.
 */
const canSeeImage = (viewer: Viewer, sight: ImageSight, now: Date): boolean => {
  if (sight.deleted) return false;
  const { model, version } = sight;
  if (model === null || version === null) return true;
  if (!isAllowed('model.view', viewer, model, now)) return false;
  if (!isVersionVisible(version, viewer, model, now)) return false;
  return !sight.hiddenByOwner || seesEverything(viewer, model, now);
};

/** `public`: anyone may see it; `viewer`: only this viewer's roles let them; `missing`: answer as if it did not exist. */
type ImageAccess = 'public' | 'viewer' | 'missing';

const imageAccessOf = (viewer: Viewer, sight: ImageSight | null, now: Date): ImageAccess => {
  if (sight === null) return 'missing';
  if (canSeeImage(null, sight, now)) return 'public';
  return viewer !== null && canSeeImage(viewer, sight, now) ? 'viewer' : 'missing';
};

/** The image route's question: may this viewer see image `imageId` of post `postId`, and may caches share it? */
export class GetImageAccess {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { postId: number; imageId: number }): Promise<ImageAccess> {
    const sight = await this.deps.uow.read((r) => r.posts.imageSight(input.postId, input.imageId));
    return imageAccessOf(viewer, sight, this.deps.clock.now());
  }
}
