import { seesEverything } from '../models/visibility.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { PostWithImages } from '../ports/gallery.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { POSTS_PAGE_DEFAULT, POSTS_PAGE_MAX } from './post-images.js';

type GetPostsInput = { modelVersionId: number; userId?: number; limit?: number; cursor?: number | null };

/**
 * `post.getInfinite`: the posts of a version the viewer may see, newest first, with their images (the authoring
 * wizard lists what a version has). A version the viewer may not see answers like a missing one; the owner and
 * moderators see drafts' posts and everything the gallery settings hide, everyone else not what the owner hid.
 */
export class GetPosts {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: GetPostsInput,
  ): Promise<
    Result<
      { items: PostWithImages[]; nextCursor: number | null },
      AuthorizationFailure | DomainError<'INVALID_INPUT'>
    >
  > {
    const limit = input.limit ?? POSTS_PAGE_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > POSTS_PAGE_MAX)
      return fail(errors.invalidInput(`The limit must be a whole number from 1 to ${POSTS_PAGE_MAX}.`));
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.view', viewer, input.modelVersionId, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      const settings = seesEverything(viewer, model, now) ? null : await r.gallerySettings.of(model.id);
      return ok(
        await r.posts.ofVersion({
          modelVersionId: version.id,
          userId: input.userId ?? null,
          limit,
          cursor: input.cursor ?? null,
          hiddenUserIds: settings?.hiddenUsers.map((user) => user.id) ?? [],
          hiddenImageIds: settings?.hiddenImages ?? [],
        }),
      );
    });
  }
}
