import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../../load-context';
import type { ModelPageView } from '../model-types';

/**
 * What the panel part of the model page needs for its first paint, fetched before rendering: the version's
 * donation goals, and for signed-in viewers their engagement with the model's versions and (members) the vault state.
 */
export async function prefetchPanel(
  api: ServerApi,
  queryClient: QueryClient,
  page: ModelPageView,
  versionId: number | null,
) {
  if (versionId === null) return;
  const viewer = await queryClient.fetchQuery(api.auth.me.queryOptions());
  await Promise.all([
    queryClient.prefetchQuery(api.modelVersion.donationGoals.queryOptions({ id: versionId })),
    viewer
      ? queryClient.prefetchQuery(api.user.getEngagedModelVersions.queryOptions({ id: page.model.id }))
      : null,
    viewer?.isMember
      ? queryClient.prefetchQuery(api.vault.isModelVersionInVault.queryOptions({ modelVersionId: versionId }))
      : null,
  ]);
}
