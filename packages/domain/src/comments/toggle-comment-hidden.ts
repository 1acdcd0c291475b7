import { auditEntry } from '../moderation/audit-entry.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { loadCommentInDiscussion } from './discussion.js';

/**
 * `comment.toggleHide`: a moderator hides a comment from everyone but moderators, or shows it again. It is the
 * same §6 permission as locking the discussion, and works on a locked one. Audited on the model.
 */
export class ToggleCommentHidden {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName'>) {}

  async execute(viewer: Viewer, input: { id: number; hidden: boolean }): Promise<Result<Comment>> {
    return this.deps.uow.run(async (r): Promise<Result<Comment>> => {
      const loaded = await loadCommentInDiscussion(r, this.deps, viewer, input.id);
      if (!loaded.ok) return loaded;
      const { comment, discussion } = loaded.value;
      const now = this.deps.clock.now();
      const allowed = authorize('model.lockComments', viewer, discussion.model, now);
      if (!allowed.ok) return allowed;
      if (!discussion.canWrite) return fail(errors.cannotWrite);

      const saved: Comment = { ...comment, hidden: input.hidden };
      await r.comments.save(saved);
      await r.audit.append(
        auditEntry(viewer, 'comment.toggleHide', { modelId: discussion.model.id }, now, {
          commentId: comment.id,
          hidden: input.hidden,
        }),
      );
      return ok(saved);
    });
  }
}
