import type { FeatureFlag } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';

/**
 * Whether a feature flag is on (`system.getFeatures`, prefetched by the root loader, so server-rendered pages leave
 * out what a flag turns off). False while unknown, so nothing a flag may hide flashes in. The API refuses a gated
 * procedure on its own; hiding the UI is for people (docs/configuration.md#feature-flags).
 */
export function useFeature(flag: FeatureFlag): boolean {
  const trpc = useTRPC();
  return useQuery(trpc.system.getFeatures.queryOptions()).data?.[flag] ?? false;
}
