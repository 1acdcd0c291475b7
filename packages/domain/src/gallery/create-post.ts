import { auditEntry } from '../moderation/audit-entry.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Post } from './gallery.js';
import { POST_TITLE_MAX_LENGTH } from './post-images.js';
import { loadPostableVersion } from './postable-version.js';

type CreatePostInput = { modelVersionId: number; title?: string | null };

/**
 * `post.create`: a post on a version, published at once. Who sees it and its images follows the version and its
 * model (the gallery and the image route decide), so a post on a draft is seen by the owner and moderators only
 * until the version is published. Images come next, one by one (`AddPostImage`).
 */
export class CreatePost {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: CreatePostInput,
  ): Promise<Result<Post, AuthorizationFailure | DomainError<'INVALID_INPUT'>>> {
    const now = this.deps.clock.now();
    const title = input.title?.trim() || null;
    if (title !== null && title.length > POST_TITLE_MAX_LENGTH)
      return fail(errors.invalidInput(`A post title can be at most ${POST_TITLE_MAX_LENGTH} characters.`));
    return this.deps.uow.run(async (r) => {
      const loaded = await loadPostableVersion(r, viewer, input.modelVersionId, now);
      if (!loaded.ok || viewer === null) return loaded.ok ? fail(errors.signInRequired) : loaded;
      const { model, version } = loaded.value;
      const post = await r.posts.create(
        { userId: viewer.id, modelVersionId: version.id, title, publishedAt: now, reviewId: null },
        [],
      );
      await r.audit.append(
        auditEntry(viewer, 'post.create', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
        }),
      );
      return ok(post);
    });
  }
}
