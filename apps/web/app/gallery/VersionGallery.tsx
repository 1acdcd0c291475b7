import { GallerySection } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../api/trpc';
import { ExplorationCard, explorationCardHeight } from './ExplorationCard';
import { explorationPromptsQueryOptions } from './gallery-query';
import { useVersionGallery } from './use-version-gallery';

export type VersionGalleryProps = {
  modelId: number;
  modelVersionId: number;
  /** Left out when the viewer may not post or review here. */
  addPostHref?: string;
  addReviewHref?: string;
  headingLevel?: 2 | 3;
};

/**
 * A version's gallery as the model page and /images show it: Add Post / Add Review, tag filter chips, the
 * virtualised masonry with pinned posts first, the exploration card among the first cards, and infinite scroll.
 * Key it by version: the tag selection belongs to one version.
 */
export function VersionGallery({
  modelId,
  modelVersionId,
  addPostHref,
  addReviewHref,
  headingLevel,
}: VersionGalleryProps) {
  const trpc = useTRPC();
  const { tagFilter, ...feed } = useVersionGallery(modelId, modelVersionId);
  const prompts = useQuery(explorationPromptsQueryOptions(trpc, modelVersionId)).data;
  const explorationCard = useMemo(
    () =>
      prompts && prompts.length > 0
        ? { content: <ExplorationCard prompts={prompts} />, height: explorationCardHeight(prompts.length) }
        : undefined,
    [prompts],
  );
  return (
    <GallerySection
      {...feed}
      toolbar={{
        ...(addPostHref ? { addPostHref } : {}),
        ...(addReviewHref ? { addReviewHref } : {}),
        tags: tagFilter,
      }}
      {...(explorationCard ? { explorationCard } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
