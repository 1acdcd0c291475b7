import type { Model } from '../models/model.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { commentContent, isCommentVisibleTo, threadRootOf } from './comment-rules.js';
import { loadDiscussion } from './discussion.js';

type AddCommentInput = { modelId: number; content: string; parentId?: number | null };

/** Who hears of a new comment: the author of the comment it answers (a reply), else the model's owner; never oneself. */
const announcementOf = (
  author: { id: number; username: string },
  model: Pick<Model, 'name' | 'userId'>,
  repliedTo: { userId: number } | null,
) => {
  if (repliedTo !== null)
    return repliedTo.userId === author.id
      ? null
      : {
          userIds: [repliedTo.userId],
          kind: 'reply' as const,
          message: `${author.username} replied to your comment on "${model.name}".`,
        };
  return model.userId === author.id
    ? null
    : {
        userIds: [model.userId],
        kind: 'comment' as const,
        message: `${author.username} commented on "${model.name}".`,
      };
};

/**
 * `comment.create`: a comment on a model's discussion, or a reply to one of its comments (kept one level deep).
 * The §5 gate refuses exactly what the page tells the viewer. Once committed, the model's owner hears of a comment
 * and a comment's author of a reply to it (`comment` / `reply` notifications; nobody of their own).
 */
export class AddComment {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName' | 'notifier'>) {}

  async execute(viewer: Viewer, input: AddCommentInput): Promise<Result<Comment>> {
    const added = await this.deps.uow.run(async (r) => {
      const discussion = await loadDiscussion(r, this.deps, viewer, input.modelId);
      if (!discussion.ok) return discussion;
      if (!discussion.value.gate.ok) return discussion.value.gate;
      if (viewer === null) return fail(errors.signInRequired);
      const content = commentContent(input.content);
      if (!content.ok) return content;

      let parent: Comment | null = null;
      if (input.parentId !== undefined && input.parentId !== null) {
        parent = await r.comments.ofId(input.parentId);
        if (parent === null || parent.modelId !== input.modelId || !isCommentVisibleTo(viewer, parent)) {
          return fail(errors.notFound);
        }
      }
      const comment = await r.comments.create({
        modelId: input.modelId,
        userId: viewer.id,
        parentId: parent === null ? null : threadRootOf(parent),
        content: content.value,
        createdAt: this.deps.clock.now(),
      });
      return ok({ comment, announcement: announcementOf(viewer, discussion.value.model, parent) });
    });
    if (!added.ok) return added;
    const { comment, announcement } = added.value;
    if (announcement !== null) {
      const { userIds, kind, message } = announcement;
      await this.deps.notifier.notify({ userIds }, { kind, message });
    }
    return ok(comment);
  }
}
