import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { CommentReaction } from './comment.js';
import { loadCommentInDiscussion } from './discussion.js';

/** `comment.toggleReaction`: gives or takes back one reaction on a shown comment, within the §5 gate. */
export class ToggleCommentReaction {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; reaction: CommentReaction },
  ): Promise<Result<{ id: number; reaction: CommentReaction; on: boolean }>> {
    return this.deps.uow.run(
      async (r): Promise<Result<{ id: number; reaction: CommentReaction; on: boolean }>> => {
        const loaded = await loadCommentInDiscussion(r, this.deps, viewer, input.id);
        if (!loaded.ok) return loaded;
        const { comment, discussion } = loaded.value;
        if (!discussion.gate.ok) return discussion.gate;
        if (viewer === null) return fail(errors.signInRequired);
        if (comment.hidden) return fail(errors.notFound);

        const entry = { commentId: comment.id, userId: viewer.id, reaction: input.reaction };
        const given = await r.comments.reactionsOf([comment.id]);
        const on = !given.some((g) => g.userId === viewer.id && g.reaction === input.reaction);
        await r.comments.setReaction(entry, on);
        return ok({ id: comment.id, reaction: input.reaction, on });
      },
    );
  }
}
