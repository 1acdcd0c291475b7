import type { AppRouter } from '@atelier/adapters';
import { Button, type ResourceCardView, ResourceCarousel } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTRPC } from '../../api/trpc';
import { ResourcesDialog } from '../manage/ResourcesDialog';
import type { VersionSectionProps } from '../model-types';

type Recommendation = inferRouterOutputs<AppRouter>['recommenders']['getResourceRecommendations'][number];

const toResourceCard = (resource: Recommendation): ResourceCardView => ({
  id: resource.id,
  name: resource.model.name,
  href: `/models/${resource.model.id}?modelVersionId=${resource.id}`,
  typeLabel: resource.model.type,
  versionName: resource.name,
});

/**
 * Resources suggested next to the selected version (`recommenders.getResourceRecommendations`). Hidden when there
 * are none, except for the owner, who sees the empty state and "Manage" (the AI recommendations switch and a link
 * to the version's edit page).
 */
export function RecommendedResources({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.recommenders.getResourceRecommendations.queryOptions({ modelVersionId: version.id }),
  );
  const [managing, setManaging] = useState(false);
  const isOwner = page.viewer.can['model.manageResources'];
  if (!isOwner && query.data?.length === 0) return null;
  return (
    <>
      <ResourceCarousel
        title="Suggested Resources"
        resources={(query.data ?? []).map(toResourceCard)}
        status={query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready'}
        onRetry={() => void query.refetch()}
        manageSlot={
          isOwner ? (
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
      {managing ? <ResourcesDialog page={page} version={version} onClose={() => setManaging(false)} /> : null}
    </>
  );
}
