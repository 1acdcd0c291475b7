import { Button, ResourceCarousel } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../api/trpc';
import { lazyDialog } from '../../shared/lazy-dialog';
import { useFeature } from '../../shell/use-feature';
import type { VersionSectionProps } from '../model-types';
import { associatedQueryOptions, resourceCards } from './resource-queries';

// Loaded the first time it opens (shared/lazy-dialog.tsx).
const ResourcesDialog = lazyDialog(() =>
  import('./ResourcesDialog').then((module) => module.ResourcesDialog),
);

/**
 * "Suggested Resources" next to the selected version: the owner's picks, related models and the AI recommendations
 * (`resourceCards`). Hidden when there are none, except for the owner, who sees the empty state and "Manage"; and
 * hidden for everyone while the recommenders feature is off.
 */
export function RecommendedResources(props: VersionSectionProps) {
  return useFeature('recommenders') ? <SuggestedResources {...props} /> : null;
}

function SuggestedResources({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  const associated = useQuery(associatedQueryOptions(trpc, page.model.id));
  const recommended = useQuery(
    trpc.recommenders.getResourceRecommendations.queryOptions({ modelVersionId: version.id }),
  );
  const [managing, setManaging] = useState(false);
  const canManage = page.viewer.can['model.manageResources'];
  const loaded = associated.data !== undefined && recommended.data !== undefined;
  const cards = loaded ? resourceCards(associated.data, recommended.data) : [];
  if (!canManage && loaded && cards.length === 0) return null;
  const failed = associated.isError || recommended.isError;
  return (
    <>
      <ResourceCarousel
        title="Suggested Resources"
        resources={cards}
        status={failed ? 'error' : loaded ? 'ready' : 'loading'}
        onRetry={() => {
          void associated.refetch();
          void recommended.refetch();
        }}
        manageSlot={
          canManage ? (
            <Button
              size="sm"
              variant="secondary"
              tone="neutral"
              aria-label="Manage suggested resources"
              onPress={() => setManaging(true)}
            >
              Manage
            </Button>
          ) : null
        }
      />
      {managing ? (
        <ResourcesDialog
          page={page}
          version={version}
          suggested={(associated.data ?? []).filter((card) => card.suggested)}
          onClose={() => setManaging(false)}
        />
      ) : null}
    </>
  );
}
