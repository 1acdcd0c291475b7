import type { AppRouter } from '@atelier/adapters';
import { ALL_BROWSING_LEVELS } from '@atelier/domain';
import type { ResourceCardView } from '@atelier/react-kit';
import type { inferRouterOutputs } from '@trpc/server';
import { toPicture } from '../../gallery/to-picture';
import type { ServerApi } from '../../load-context';

type Outputs = inferRouterOutputs<AppRouter>;
type Recommendation = Outputs['recommenders']['getResourceRecommendations'][number];
export type AssociatedCard = Outputs['model']['getAssociatedResourcesCardData'][number];

/** The model's suggested resources: the owner's picks first, then models related by tags (loader and browser). */
export const associatedQueryOptions = (api: ServerApi, modelId: number) =>
  api.model.getAssociatedResourcesCardData.queryOptions({
    fromId: modelId,
    type: 'Suggested',
    browsingLevel: ALL_BROWSING_LEVELS,
  });

/** A card's cover: decorative (the card names its model), with its variants and BlurHash; null shows a placeholder. */
const coverOf = (cover: AssociatedCard['cover']) => (cover === null ? null : toPicture(cover, ''));

/**
 * The carousel: the associated models (the owner's picks, then related ones), then the AI recommendations for the
 * selected version (`recommenders.getResourceRecommendations`) of models not already there.
 */
export const resourceCards = (
  associated: readonly AssociatedCard[],
  recommended: readonly Recommendation[],
): ResourceCardView[] => {
  const shown = new Set(associated.map((card) => card.id));
  return [
    ...associated.map((card) => ({
      id: card.id,
      name: card.name,
      href: `/models/${card.id}`,
      typeLabel: card.type,
      creatorName: card.user.username,
      image: coverOf(card.cover),
    })),
    ...recommended
      .filter((resource) => !shown.has(resource.model.id))
      .map((resource) => ({
        id: resource.model.id,
        name: resource.model.name,
        href: `/models/${resource.model.id}?modelVersionId=${resource.id}`,
        typeLabel: resource.model.type,
        versionName: resource.name,
        image: coverOf(resource.cover),
      })),
  ];
};
