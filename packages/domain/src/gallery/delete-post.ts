import { auditEntry } from '../moderation/audit-entry.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadPostToChange } from './post-access.js';

/**
 * `post.delete`: the post's author (muted or not) or a moderator deletes it. A soft delete like a version's: the post
 * and its images are marked `post:{id}` and leave every page and the image route, kept for support to restore
 * (docs/posts.md). The review a review post belongs to stays. The version's NSFW level is recounted; audited.
 */
export class DeletePost {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadPostToChange(r, viewer, input.id, now, 'model.view');
      if (!loaded.ok) return loaded;
      const { post, model, version } = loaded.value;
      const images = await r.posts.imagesInOrder(post.id);
      await r.posts.hidePost(post.id);
      await r.queue.enqueue('nsfwLevelUpdate', { modelVersionId: version.id });
      await r.audit.append(
        auditEntry(viewer, 'post.delete', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
          imageIds: images.map((image) => image.id),
          ...(post.reviewId === null ? {} : { reviewId: post.reviewId }),
        }),
      );
      return ok({ id: post.id });
    });
  }
}
