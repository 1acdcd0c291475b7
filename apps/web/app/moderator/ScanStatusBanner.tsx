import { Notice } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useViewer } from '../shell/use-viewer';
import * as styles from './scan-status-banner.css';
import { toScanStatusNotice } from './scan-status-notice';

/** On every page, for moderators: "Virus scanning is off: …" while clamd is unset or not answering. */
export function ScanStatusBanner() {
  const trpc = useTRPC();
  const viewer = useViewer();
  const status = useQuery(
    trpc.system.getScanStatus.queryOptions(undefined, {
      enabled: viewer?.isModerator === true,
      staleTime: 60_000,
    }),
  ).data;
  const notice = toScanStatusNotice(viewer, status);
  if (notice === null) return null;
  return (
    <div className={styles.banner}>
      <Notice tone="caution" role="status" title={notice.title} body={notice.body} />
    </div>
  );
}
