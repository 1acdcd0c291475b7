import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_REACTIONS,
  type CommentReactionEntry,
  type CommentThread,
  type CommentView,
  type DiscussedComment,
  type DiscussedThread,
  threadPage,
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

/** Turns threads as the discussion reads them into what the page shows, replies under their thread. */
const toViews = (
  viewer: Viewer,
  discussion: Discussion,
  threads: readonly DiscussedThread[],
): CommentView[] => {
  const gateOpen = discussion.gate.ok;
  const view = (comment: DiscussedComment & { replies?: DiscussedComment[] }): CommentView => {
    // A deleted account's comments read like deleted ones: the thread keeps its shape, the words and name go.
    const deleted = comment.deletedAt !== null || comment.author.deletedAt !== null;
    return {
      id: comment.id,
      parentId: comment.parentId,
      author: deleted ? null : { id: comment.userId, username: comment.author.username },
      content: deleted ? '' : comment.content,
      createdAt: comment.createdAt,
      editedAt: comment.editedAt,
      hidden: comment.hidden,
      deleted,
      reactions: reactionsView(comment.reactions, viewer),
      can: commentActions(viewer, comment, { ...discussion, gateOpen }),
      replies: (comment.replies ?? []).map(view),
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
      const page = await r.comments.threadsOfModel(
        input.modelId,
        threadPage(input.cursor ?? null, withHidden),
      );
      const threads = page.threads.slice(0, COMMENT_PAGE_SIZE);
      return ok({
        gate: gateView(discussion.gate),
        comments: toViews(viewer, discussion, threads),
        nextCursor: page.threads.length > COMMENT_PAGE_SIZE ? (threads.at(-1)?.id ?? null) : null,
        total: page.total,
      });
    });
  }
}
