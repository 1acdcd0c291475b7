import type { ErrorCode } from '../shared/errors.js';
import type { Comment } from '../social/social.js';

/** The reactions a comment takes (docs/community.md): one of each per user. */
export const COMMENT_REACTIONS = ['like', 'heart', 'laugh'] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];

export type CommentReactionEntry = { commentId: number; userId: number; reaction: CommentReaction };

/**
 * A comment as the discussion reads it: with its author's name and account state, and the reactions it holds
 * (ordered by user, then reaction). Read with the comment, never saved with it.
 */
export type DiscussedComment = Comment & {
  author: { username: string; deletedAt: Date | null };
  reactions: CommentReactionEntry[];
};

/** A top-level comment as the discussion reads it, with its replies that are shown (oldest first). */
export type DiscussedThread = DiscussedComment & { replies: DiscussedComment[] };

/** Top-level comments per page of the discussion; their replies come with them. */
export const COMMENT_PAGE_SIZE = 20;

/**
 * The threads `comment.getThread` reads for one page (`Comments.threadsOfModel`): one more than it shows, to know
 * whether another page follows; hidden ones only for moderators. A storage that reads a model page ahead reads
 * its first page with this.
 */
export const threadPage = (before: number | null, withHidden: boolean) => ({
  limit: COMMENT_PAGE_SIZE + 1,
  before,
  withHidden,
});

/** The longest comment, in characters of its HTML. */
export const COMMENT_MAX_LENGTH = 5000;

/** What the viewer may do with one comment; computed by the server, shown as-is by the page. */
export type CommentActions = {
  reply: boolean;
  edit: boolean;
  delete: boolean;
  react: boolean;
  report: boolean;
  /** A moderator's hide or unhide. */
  moderate: boolean;
};

/** One comment as the discussion shows it; a deleted one keeps its place (and replies) but not its content. */
export type CommentView = {
  id: number;
  parentId: number | null;
  author: { id: number; username: string } | null;
  /** Sanitised HTML; empty for a deleted comment. */
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  hidden: boolean;
  deleted: boolean;
  reactions: { reaction: CommentReaction; count: number; mine: boolean }[];
  can: CommentActions;
  replies: CommentView[];
};

/**
 * Whether the viewer may write in the discussion (spec §5 `canComment`, plus who may act on the model at all), as
 * the page shows it: open, or closed with the catalogue's code and text.
 */
export type CommentGate = { open: true } | { open: false; code: ErrorCode; message: string };

/** `comment.getThread`'s answer: the gate, one page of threads, the cursor of the next page and the total shown. */
export type CommentThread = {
  gate: CommentGate;
  comments: CommentView[];
  nextCursor: number | null;
  total: number;
};
