import { auditEntry } from '../moderation/audit-entry.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { isPostPublished, loadPostToChange } from './post-access.js';

/**
 * `post.removeImage`: the post's author (muted or not: taking down is not posting) or a moderator removes one image.
 * A soft delete (`image:{id}`, kept for a restore, docs/posts.md); a published post keeps at least one image, so its
 * last one goes with the post (`post.delete`). The version's NSFW level is recounted; the removal is audited.
 */
export class RemovePostImage {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { postId: number; imageId: number }): Promise<Result<{ id: number }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadPostToChange(r, viewer, input.postId, now, 'model.view');
      if (!loaded.ok) return loaded;
      const { post, model, version } = loaded.value;
      const images = await r.posts.imagesInOrder(post.id);
      if (!images.some((image) => image.id === input.imageId)) return fail(errors.notFound);
      if (images.length === 1 && isPostPublished(post, now)) return fail(errors.lastPostImage);
      await r.posts.hideImage(input.imageId);
      await r.queue.enqueue('nsfwLevelUpdate', { modelVersionId: version.id });
      await r.audit.append(
        auditEntry(viewer, 'post.removeImage', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
          imageId: input.imageId,
        }),
      );
      return ok({ id: input.imageId });
    });
  }
}
