export { PostCard, type PostCardGeometry, type PostCardLabels, type PostCardProps } from './PostCard';
export {
  type PostModerationAction,
  type PostModerationLabels,
  PostModerationMenu,
  type PostModerationMenuProps,
} from './PostModerationMenu';
