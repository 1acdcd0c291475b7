import {
  AddComment,
  COMMENT_MAX_LENGTH,
  COMMENT_REACTIONS,
  type CommentThread,
  type CommentView,
  DeleteComment,
  EditComment,
  GetCommentThread,
  ToggleCommentHidden,
  ToggleCommentReaction,
} from '@atelier/domain';
import { z } from 'zod';
import { sanitizeCommentHtml, withSafeContent } from '../../sanitize-html.js';
import { id, text } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { runUseCase, useCaseMutation } from '../use-case-procedure.js';

/** Room for markup the sanitiser strips; the stored length is the use case's to judge. */
const content = text(COMMENT_MAX_LENGTH * 2);

const withSafeComment = (comment: CommentView): CommentView => ({
  ...withSafeContent(comment),
  replies: comment.replies.map(withSafeComment),
});

/** The thread with every comment's HTML made safe to insert (the web renders it as HTML). */
const withSafeComments = (thread: CommentThread): CommentThread => ({
  ...thread,
  comments: thread.comments.map(withSafeComment),
});

/**
 * The model page's discussion (docs/community.md, "Discussion"). Content is sanitised on the way in, so only safe
 * HTML is stored, and again on the way out, for rows written before this rule (the seed).
 */
export const commentRouter = router({
  getThread: publicProcedure
    // `direction` is what an infinite query of the typed client adds; the thread only pages forward.
    .input(
      z.strictObject({
        modelId: id,
        cursor: id.nullish(),
        direction: z.enum(['forward', 'backward']).optional(),
      }),
    )
    .query(async ({ ctx, input: { direction: _direction, ...input } }) =>
      withSafeComments(await runUseCase(ctx, GetCommentThread, input)),
    ),
  create: useCaseMutation(
    z.strictObject({ modelId: id, content, parentId: id.nullish() }),
    AddComment,
    (input) => ({ ...input, content: sanitizeCommentHtml(input.content) }),
  ),
  update: useCaseMutation(z.strictObject({ id, content }), EditComment, (input) => ({
    ...input,
    content: sanitizeCommentHtml(input.content),
  })),
  delete: useCaseMutation(z.strictObject({ id }), DeleteComment),
  toggleHide: useCaseMutation(z.strictObject({ id, hidden: z.boolean() }), ToggleCommentHidden),
  toggleReaction: useCaseMutation(
    z.strictObject({ id, reaction: z.enum(COMMENT_REACTIONS) }),
    ToggleCommentReaction,
  ),
});
