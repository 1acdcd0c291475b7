import { GallerySection } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { GalleryModerationEntry } from '../model/gallery-moderation/GalleryModerationEntry';
import { usePostMenu } from '../model/gallery-moderation/use-post-menu';
import { lazyDialog } from '../shared/lazy-dialog';
import { ExplorationCard, explorationCardHeight } from './ExplorationCard';
import { GALLERY_MASONRY, POST_CARD_GEOMETRY } from './gallery-geometry';
import { explorationPromptsQueryOptions } from './gallery-query';
import { useVersionGallery } from './use-version-gallery';

// Loaded the first time it opens (shared/lazy-dialog.tsx).
const ExplorationPromptsDialog = lazyDialog(() =>
  import('../model/exploration/ExplorationPromptsDialog').then((module) => module.ExplorationPromptsDialog),
);

export type VersionGalleryProps = {
  modelId: number;
  modelVersionId: number;
  /** Left out when the viewer may not post or review here. */
  addPostHref?: string;
  addReviewHref?: string;
  headingLevel?: 2 | 3;
  /** The owner or a moderator (`model.moderateGallery`): a menu on each post and the moderation preferences. */
  canModerate?: boolean;
  /**
   * How many first cards load eagerly with high priority: the kit's default where the gallery is the first screen
   * (/images); 0 below the model page's showcase, whose first picture is that page's largest paint.
   */
  priorityCount?: number;
  /** The generated-exploration card is offered (the page's `canExplore`: flag, generation switches, early access). */
  canExplore?: boolean;
  /** The owner: the card's "Edit prompts" opens the exploration prompts dialog. */
  canEditPrompts?: boolean;
};

/**
 * A version's gallery as the model page and /images show it: Add Post / Add Review, tag filter chips, the
 * virtualised masonry with pinned posts first, the exploration card among the first cards, and infinite scroll;
 * for the owner and moderators, the gallery moderation menu and a menu on every post.
 * Key it by version: the tag selection belongs to one version.
 */
export function VersionGallery({
  modelId,
  modelVersionId,
  addPostHref,
  addReviewHref,
  headingLevel,
  canModerate = false,
  priorityCount,
  canExplore = false,
  canEditPrompts = false,
}: VersionGalleryProps) {
  const [editingPrompts, setEditingPrompts] = useState(false);
  const trpc = useTRPC();
  const { tagFilter, sources, ...feed } = useVersionGallery(modelId, modelVersionId);
  const postMenu = usePostMenu(modelId, modelVersionId, sources);
  const prompts = useQuery(explorationPromptsQueryOptions(trpc, modelVersionId)).data;
  const explorationCard = useMemo(
    () =>
      canExplore && prompts && prompts.length > 0
        ? {
            content: (
              <ExplorationCard
                prompts={prompts}
                modelVersionId={modelVersionId}
                {...(canEditPrompts ? { onEditPrompts: () => setEditingPrompts(true) } : {})}
              />
            ),
            height: explorationCardHeight(prompts.length),
          }
        : undefined,
    [prompts, canExplore, canEditPrompts, modelVersionId],
  );
  return (
    <>
      {editingPrompts ? (
        <ExplorationPromptsDialog
          modelId={modelId}
          versionId={modelVersionId}
          isOpen
          onOpenChange={setEditingPrompts}
        />
      ) : null}
      <GallerySection
        {...feed}
        layout={GALLERY_MASONRY}
        geometry={POST_CARD_GEOMETRY}
        toolbar={{
          ...(addPostHref ? { addPostHref } : {}),
          ...(addReviewHref ? { addReviewHref } : {}),
          tags: tagFilter,
          ...(canModerate ? { moderationSlot: <GalleryModerationEntry modelId={modelId} /> } : {}),
        }}
        {...(canModerate ? { renderPostMenu: postMenu } : {})}
        {...(explorationCard ? { explorationCard } : {})}
        {...(headingLevel ? { headingLevel } : {})}
        {...(priorityCount === undefined ? {} : { priorityCount })}
      />
    </>
  );
}
