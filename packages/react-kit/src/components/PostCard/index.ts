export { PostCard, type PostCardLabels, type PostCardProps } from './PostCard';
export {
  type PostModerationAction,
  type PostModerationLabels,
  PostModerationMenu,
  type PostModerationMenuProps,
} from './PostModerationMenu';
export {
  POST_CARD_HEADER_HEIGHT,
  POST_CARD_MAX_IMAGE_HEIGHT,
  POST_CARD_STACK_HEIGHT,
  postCardHeight,
  postImageHeight,
} from './post-card-geometry';
