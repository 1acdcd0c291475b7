import { modelPath } from '@atelier/domain';
import { BuzzButton, CopyButton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useTip } from '../../shared/social/use-tip';
import { ModelMenu } from '../manage/ModelMenu';
import type { ModelPageView, SectionProps } from '../model-types';
import { usePageViewer } from '../page-viewer';
import { CollectButton } from './CollectButton';
import * as styles from './head.css';
import { LikeButton } from './LikeButton';
import { NotifyButton } from './NotifyButton';
import { ReportButton } from './ReportButton';

type Action = keyof ModelPageView['viewer']['can'];

const copyLink = (path: string) => navigator.clipboard.writeText(new URL(path, window.location.origin).href);

/**
 * Like, collect, tip, copy link, notify, report and, for the owner and moderators, the model menu. Signed-in viewers see what the server allows them; anonymous visitors see
 * the actions a signed-in user has and are sent to sign in when they press one. Nobody tips their own model. The
 * page's flags are read with the viewer the page was fetched for (page-viewer.tsx), so the row keeps its buttons
 * while the viewer overlay brings the page again.
 */
export function ModelActions({ page, version }: SectionProps) {
  const trpc = useTRPC();
  const viewer = usePageViewer();
  const creator = useQuery(trpc.user.getCreator.queryOptions({ id: page.creatorId })).data;
  const offered = (action: Action) => (viewer ? page.viewer.can[action] : page.viewer.can['model.view']);
  const { tip, dialog } = useTip({
    userId: page.creatorId,
    username: creator?.username ?? 'the creator',
    entityType: 'model',
    entityId: page.model.id,
  });
  return (
    <div className={styles.row}>
      {version && offered('model.like') ? <LikeButton page={page} version={version} /> : null}
      {offered('model.collect') ? <CollectButton page={page} /> : null}
      {tip && offered('model.tip') && !page.viewer.isOwner ? (
        <>
          <BuzzButton label="Tip" {...tip} />
          {dialog}
        </>
      ) : null}
      <CopyButton text={modelPath(page.model.id, page.model.name)} onCopy={copyLink} label="Copy link" />
      {offered('model.notify') ? <NotifyButton page={page} /> : null}
      {offered('model.report') ? <ReportButton page={page} /> : null}
      {page.viewer.isOwner || page.viewer.isModerator ? <ModelMenu page={page} /> : null}
    </div>
  );
}
