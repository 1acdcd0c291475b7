export { AddComment } from './add-comment.js';
export * from './comment.js';
export { DeleteComment } from './delete-comment.js';
export { EditComment } from './edit-comment.js';
export { GetCommentThread } from './get-comment-thread.js';
export { ToggleCommentHidden } from './toggle-comment-hidden.js';
export { ToggleCommentReaction } from './toggle-comment-reaction.js';
