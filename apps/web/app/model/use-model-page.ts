import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { useTRPC } from '../api/trpc';
import { useSelectedVersion } from './use-selected-version';

type ModelRouteData = { id: number; modelVersionId: number | null; basic: boolean };

/** The route's id and flags as its loader read them from the URL. */
export const useModelRoute = () => useRouteLoaderData('routes/model') as ModelRouteData;

/**
 * The model page for the version in the URL. The server already fetched it; a tab switch asks again for the new
 * version's notices while the previous answer stays on screen, so nothing flashes.
 */
export function useModelPage() {
  const trpc = useTRPC();
  const { id } = useModelRoute();
  const [modelVersionId, selectVersion] = useSelectedVersion();
  const query = useQuery({
    ...trpc.model.getById.queryOptions({ id, modelVersionId }),
    placeholderData: keepPreviousData,
  });
  return { query, modelVersionId, selectVersion };
}
