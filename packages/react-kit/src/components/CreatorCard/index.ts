export { CreatorCard, type CreatorCardProps } from './CreatorCard';
