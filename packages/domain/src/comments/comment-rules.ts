import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { COMMENT_MAX_LENGTH, type CommentActions } from './comment.js';

/** A comment's text without its markup, to tell an empty one (`<p></p>`) from one that says something. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** The content a comment may be saved with: something to read, at most `COMMENT_MAX_LENGTH` characters. */
export const commentContent = (content: string): Result<string> => {
  const trimmed = content.trim();
  if (textOf(trimmed) === '') return fail(errors.invalidInput('Please write a comment.'));
  if (trimmed.length > COMMENT_MAX_LENGTH) {
    return fail(errors.invalidInput(`A comment can be at most ${COMMENT_MAX_LENGTH} characters long.`));
  }
  return ok(trimmed);
};

/** Replies stay one level deep: answering a reply answers its thread's top-level comment. */
export const threadRootOf = (parent: Pick<Comment, 'id' | 'parentId'>): number =>
  parent.parentId ?? parent.id;

/** Whether the viewer sees the comment at all: deleted ones are gone, hidden ones are for moderators. */
export const isCommentVisibleTo = (viewer: Viewer, comment: Pick<Comment, 'hidden' | 'deletedAt'>): boolean =>
  comment.deletedAt === null && (!comment.hidden || viewer?.isModerator === true);

/**
 * What the viewer may do with a comment. `gateOpen` is the §5 gate (`canComment` and the model's policy);
 * `writable` is the site being writable and the discussion not locked, which is all deleting one's own comment needs.
 */
export const commentActions = (
  viewer: Viewer,
  comment: Pick<Comment, 'userId' | 'hidden' | 'deletedAt'>,
  discussion: { gateOpen: boolean; writable: boolean; canWrite: boolean },
): CommentActions => {
  const alive = comment.deletedAt === null;
  const isAuthor = viewer !== null && viewer.id === comment.userId;
  const isModerator = viewer?.isModerator === true;
  const open = discussion.gateOpen && alive;
  return {
    reply: open && !comment.hidden,
    edit: open && isAuthor,
    delete: alive && ((isAuthor && discussion.writable) || (isModerator && discussion.canWrite)),
    react: open && !comment.hidden,
    report: alive && viewer !== null && !isAuthor,
    moderate: alive && isModerator && discussion.canWrite,
  };
};
