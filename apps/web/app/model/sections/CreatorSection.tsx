import { CreatorCardContainer } from '../../shared/social/CreatorCardContainer';
import type { ModelPageView } from '../model-types';

/** The creator card in the side panel. */
export function CreatorSection({ page }: { page: ModelPageView }) {
  return <CreatorCardContainer userId={page.creatorId} />;
}
