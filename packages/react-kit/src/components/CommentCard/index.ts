export { CommentCard, type CommentCardProps, defaultCommentCardLabels } from './CommentCard';
