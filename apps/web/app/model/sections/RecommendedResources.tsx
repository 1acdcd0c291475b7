import type { AppRouter } from '@atelier/adapters';
import { type ResourceCardView, ResourceCarousel } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Link } from 'react-aria-components';
import { useTRPC } from '../../api/trpc';
import * as styles from '../community/community.css';
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
 * are none, except for the owner, who sees the empty state and "Manage" (a link to the version's edit page).
 */
export function RecommendedResources({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.recommenders.getResourceRecommendations.queryOptions({ modelVersionId: version.id }),
  );
  const { isOwner } = page.viewer;
  if (!isOwner && query.data?.length === 0) return null;
  return (
    <ResourceCarousel
      title="Suggested Resources"
      resources={(query.data ?? []).map(toResourceCard)}
      status={query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready'}
      onRetry={() => void query.refetch()}
      manageSlot={
        isOwner ? (
          <Link
            href={`/models/${page.model.id}/model-versions/${version.id}/edit`}
            className={styles.manageLink}
            aria-label="Manage suggested resources"
          >
            Manage
          </Link>
        ) : null
      }
    />
  );
}
