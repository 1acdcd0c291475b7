import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';

export type ScanStatus = inferRouterOutputs<AppRouter>['system']['getScanStatus'];

export type ScanStatusNoticeView = { title: string; body: string };

/**
 * The moderators' banner while uploads get no virus scan: shown to moderators only, and only once the server has
 * said scanning is off (never while the answer is loading).
 */
export const toScanStatusNotice = (
  viewer: { isModerator: boolean } | null,
  status: ScanStatus | undefined,
): ScanStatusNoticeView | null => {
  if (!viewer?.isModerator || status === undefined || status.state === 'on') return null;
  return {
    title: `Virus scanning is off: ${status.reason}`,
    body: 'New and rescanned files get "Error" as their virus scan result until clamd answers again. Operators: see docs/scanning.md.',
  };
};
