import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useViewer } from '../../shell/use-viewer';
import type { VersionEngagement } from './panel-types';

/**
 * The signed-in viewer's engagement with one version (downloaded, review, review gate, early-access notify), from
 * `user.getEngagedModelVersions`; `update` changes it in the cache (optimistic updates) and returns the undo.
 */
export function useEngagement(modelId: number, versionId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const options = trpc.user.getEngagedModelVersions.queryOptions({ id: modelId });
  const query = useQuery({ ...options, enabled: viewer !== null });
  const engagement = query.data?.versions.find((version) => version.modelVersionId === versionId) ?? null;

  const update = (change: Partial<VersionEngagement>) => {
    const before = queryClient.getQueryData(options.queryKey);
    queryClient.setQueryData(options.queryKey, (data) =>
      data
        ? {
            ...data,
            versions: data.versions.map((version) =>
              version.modelVersionId === versionId ? { ...version, ...change } : version,
            ),
          }
        : data,
    );
    return () => {
      queryClient.setQueryData(options.queryKey, before);
    };
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });

  return { engagement, isLoading: query.isLoading, update, refresh };
}
