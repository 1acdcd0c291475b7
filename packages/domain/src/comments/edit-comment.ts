import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { commentContent } from './comment-rules.js';
import { loadCommentInDiscussion } from './discussion.js';

/** `comment.update`: the author rewrites their comment while they may still write in the discussion. */
export class EditComment {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName'>) {}

  async execute(viewer: Viewer, input: { id: number; content: string }): Promise<Result<Comment>> {
    return this.deps.uow.run(async (r): Promise<Result<Comment>> => {
      const loaded = await loadCommentInDiscussion(r, this.deps, viewer, input.id);
      if (!loaded.ok) return loaded;
      const { comment, discussion } = loaded.value;
      if (!discussion.gate.ok) return discussion.gate;
      if (viewer?.id !== comment.userId) return fail(errors.forbidden);
      const content = commentContent(input.content);
      if (!content.ok) return content;

      const saved: Comment = { ...comment, content: content.value, editedAt: this.deps.clock.now() };
      await r.comments.save(saved);
      return ok(saved);
    });
  }
}
