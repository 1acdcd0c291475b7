import { Button, DownloadButton, DownloadIcon } from '@atelier/react-kit';
import { useNavigate } from 'react-router';
import { useSignInHref } from '../../shell/use-viewer';
import { downloadChoice } from './file-views';
import type { PageVersion } from './panel-types';
import * as styles from './version-panel.css';

const MEMBERS_ONLY = 'MEMBERSHIP.DOWNLOAD';
const SIGN_IN = 'AUTH.SIGN_IN_REQUIRED';
const MEMBER_GATE_MESSAGE = 'You must be a Member to access this content.';

/**
 * Download: the best file for this viewer with the other variants in a menu; when the server would refuse the
 * download, its reason instead (members-only behind the membership popover, anonymous viewers to sign in).
 */
export function DownloadAction({ version, onDownload }: { version: PageVersion; onDownload: () => void }) {
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const { best, variants } = downloadChoice(version);
  const refusal = version.downloadRefusal;

  if (best && refusal?.code === SIGN_IN) {
    return (
      <Button size="lg" icon={<DownloadIcon />} onPress={() => navigate(signInHref)}>
        Download
      </Button>
    );
  }
  if (best && refusal?.code === MEMBERS_ONLY) {
    return (
      <div className={styles.stack}>
        <DownloadButton best={best} variants={variants} membershipGate={{ message: MEMBER_GATE_MESSAGE }} />
        <p className={styles.note}>{refusal.message}</p>
      </div>
    );
  }
  return (
    <DownloadButton
      best={best}
      variants={variants}
      onDownload={onDownload}
      {...(refusal ? { disabledReason: refusal.message } : {})}
    />
  );
}
