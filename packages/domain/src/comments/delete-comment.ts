import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { commentActions } from './comment-rules.js';
import { loadCommentInDiscussion } from './discussion.js';

/**
 * `comment.delete`: the author (while the discussion is open for writes) or a moderator deletes a comment. It keeps
 * its row without its content, so the replies it holds keep their place (docs/community.md).
 */
export class DeleteComment {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number }>> {
    return this.deps.uow.run(async (r): Promise<Result<{ id: number }>> => {
      if (viewer === null) return fail(errors.signInRequired);
      const loaded = await loadCommentInDiscussion(r, this.deps, viewer, input.id);
      if (!loaded.ok) return loaded;
      const { comment, discussion } = loaded.value;
      if (!discussion.canWrite) return fail(errors.cannotWrite);
      const can = commentActions(viewer, comment, { ...discussion, gateOpen: discussion.gate.ok });
      if (!can.delete) return fail(discussion.writable ? errors.forbidden : errors.commentsLocked);

      await r.comments.save({ ...comment, content: '', deletedAt: this.deps.clock.now() });
      return ok({ id: comment.id });
    });
  }
}
