export { FollowButton, type FollowButtonLabels, type FollowButtonProps } from './FollowButton';
