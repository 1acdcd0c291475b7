import { Notice, type Tone } from '@atelier/react-kit';
import type { ModelPageAnswer } from '../model-types';

type ModelNotice = Extract<ModelPageAnswer, { view: 'unavailable' }>['notice'];

const TONES: Record<ModelNotice['kind'], Tone> = {
  removed: 'critical',
  takenDown: 'critical',
  archived: 'caution',
  violation: 'critical',
  privateModel: 'brand',
  ownershipDispute: 'caution',
  locked: 'caution',
  inaccurateImages: 'caution',
  notAvailable: 'neutral',
  missingFiles: 'caution',
  discussionOff: 'neutral',
};

/** The page's notices under the header, most severe first (the server already orders them). */
export function ModelNotices({
  notices,
  children,
}: {
  notices: ModelNotice[];
  children?: (notice: ModelNotice) => React.ReactNode;
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Notices">
      {notices.map((notice) => (
        <Notice
          key={notice.kind}
          tone={TONES[notice.kind]}
          title={notice.title ?? notice.message}
          body={noticeBody(notice)}
          {...(notice.kind === 'violation'
            ? { action: { label: 'Appeal this decision', href: notice.appealUrl } }
            : {})}
        >
          {children?.(notice)}
        </Notice>
      ))}
    </section>
  );
}

const noticeBody = (notice: ModelNotice) => {
  if (notice.kind !== 'violation') return notice.title === null ? undefined : notice.message;
  return [notice.message, notice.reason, notice.customMessage].filter(Boolean).join(' ');
};
