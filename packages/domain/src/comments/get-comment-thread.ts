import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_REACTIONS,
  type CommentReactionEntry,
  type CommentThread,
  type CommentView,
} from './comment.js';
import { commentActions } from './comment-rules.js';
import { type Discussion, gateView, loadDiscussion } from './discussion.js';

type ThreadInput = { modelId: number; cursor?: number | null };

/** Counts of each reaction that someone gave, and whether the viewer gave it. */
const reactionsView = (entries: readonly CommentReactionEntry[], viewer: Viewer) =>
  COMMENT_REACTIONS.map((reaction) => {
    const given = entries.filter((entry) => entry.reaction === reaction);
    return { reaction, count: given.length, mine: given.some((entry) => entry.userId === viewer?.id) };
  }).filter((view) => view.count > 0);

/** Turns stored comments into what the page shows, replies under their thread. */
const toViews = async (
  r: Repositories,
  viewer: Viewer,
  discussion: Discussion,
  threads: readonly Comment[],
  replies: readonly Comment[],
): Promise<CommentView[]> => {
  const all = [...threads, ...replies];
  const [authors, reactions] = await Promise.all([
    r.users.ofIds([...new Set(all.map((comment) => comment.userId))]),
    r.comments.reactionsOf(all.map((comment) => comment.id)),
  ]);
  const gateOpen = discussion.gate.ok;
  const view = (comment: Comment): CommentView => {
    const author = authors.find((user) => user.id === comment.userId);
    // A deleted account's comments read like deleted ones: the thread keeps its shape, the words and name go.
    const deleted = comment.deletedAt !== null || (author !== undefined && author.deletedAt !== null);
    return {
      id: comment.id,
      parentId: comment.parentId,
      author: deleted || author === undefined ? null : { id: author.id, username: author.username },
      content: deleted ? '' : comment.content,
      createdAt: comment.createdAt,
      editedAt: comment.editedAt,
      hidden: comment.hidden,
      deleted,
      reactions: reactionsView(
        reactions.filter((entry) => entry.commentId === comment.id),
        viewer,
      ),
      can: commentActions(viewer, comment, { ...discussion, gateOpen }),
      replies: replies.filter((reply) => reply.parentId === comment.id).map(view),
    };
  };
  return threads.map(view);
};

/**
 * `comment.getThread`: one page of a model's discussion (top-level comments newest first, each with its replies
 * oldest first) and the §5 gate computed once, so the page shows the server's answer instead of deciding itself.
 */
export class GetCommentThread {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'productName'>) {}

  async execute(viewer: Viewer, input: ThreadInput): Promise<Result<CommentThread>> {
    return this.deps.uow.read(async (r) => {
      const loaded = await loadDiscussion(r, this.deps, viewer, input.modelId);
      if (!loaded.ok) return loaded;
      const discussion = loaded.value;
      const withHidden = viewer?.isModerator === true;
      const page = await r.comments.threadsOfModel(input.modelId, {
        limit: COMMENT_PAGE_SIZE + 1,
        before: input.cursor ?? null,
        withHidden,
      });
      const threads = page.slice(0, COMMENT_PAGE_SIZE);
      const [replies, total] = await Promise.all([
        r.comments.repliesOf(
          threads.map((thread) => thread.id),
          { withHidden },
        ),
        r.comments.countOfModel(input.modelId, { withHidden }),
      ]);
      return ok({
        gate: gateView(discussion.gate),
        comments: await toViews(r, viewer, discussion, threads, replies),
        nextCursor: page.length > COMMENT_PAGE_SIZE ? (threads.at(-1)?.id ?? null) : null,
        total,
      });
    });
  }
}
