export { RankBadge, type RankBadgeProps, type RankColour } from './RankBadge';
