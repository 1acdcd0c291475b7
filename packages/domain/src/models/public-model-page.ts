import { DEFAULT_FILE_PREFERENCE } from '../files/best-file.js';
import { ALL_BROWSING_LEVELS } from '../gallery/gallery-settings-rules.js';
import type { Deps } from '../shared/deps.js';
import type { User } from '../users/user.js';

/**
 * Issue 15 (P2): whether a signed-in viewer's model page is the public one (what a visitor who is not signed in gets)
 * with their own state brought after hydration by the viewer overlay (docs/page-cache.md). True only when nothing
 * in the server's render would differ but what the overlay refetches: not the model's owner (the owner's tools),
 * not a moderator (theirs), not muted (what they may not do is said, not offered), and every setting that filters
 * what the page shows at its default — the browsing level, `disablePoi`, `disableMinor` (content must not flash
 * before being hidden) and the file preference (the Download button's file).
 */
export const seesPublicModelPage = (viewer: User, ownerId: number | null): boolean =>
  viewer.id !== ownerId &&
  !viewer.isModerator &&
  !viewer.muted &&
  !viewer.banned &&
  !viewer.disablePoi &&
  !viewer.disableMinor &&
  viewer.browsingLevel === ALL_BROWSING_LEVELS &&
  viewer.filePreferences.format === DEFAULT_FILE_PREFERENCE.format &&
  viewer.filePreferences.size === DEFAULT_FILE_PREFERENCE.size &&
  viewer.filePreferences.fp === DEFAULT_FILE_PREFERENCE.fp;

/**
 * Asked by the page cache before it renders `/models/{id}` for a signed-in viewer: `seesPublicModelPage` with the
 * model's owner. A model that does not exist has no owner; its page is the public 404.
 */
export class SharesPublicModelPage {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: User, modelId: number): Promise<boolean> {
    if (!seesPublicModelPage(viewer, null)) return false;
    const ownerId = await this.deps.uow.read((r) => r.models.ownerOf(modelId));
    return seesPublicModelPage(viewer, ownerId);
  }
}
