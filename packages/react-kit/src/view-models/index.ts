export type { CreatorCardView, CreatorLinkView, CreatorStatView, RankColour, RankView } from './creator';
