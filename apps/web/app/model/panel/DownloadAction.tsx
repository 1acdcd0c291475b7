import { errors } from '@atelier/domain';
import { Button, DownloadButton, DownloadIcon } from '@atelier/react-kit';
import { useNavigate } from 'react-router';
import { reactionOf } from '../../api/failure';
import { useSignInHref } from '../../shell/use-viewer';
import { downloadChoice } from './file-views';
import type { PageVersion } from './panel-types';
import * as styles from './version-panel.css';

/**
 * Download: the best file for this viewer with the other variants in a menu; when the server would refuse the
 * download, its reason instead (members-only behind the membership popover, anonymous viewers to sign in).
 */
export function DownloadAction({ version, onDownload }: { version: PageVersion; onDownload: () => void }) {
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const { best, variants } = downloadChoice(version);
  const refusal = version.downloadRefusal;
  const reaction = refusal && reactionOf(refusal.code);

  if (best && reaction === 'signIn') {
    return (
      <Button size="lg" icon={<DownloadIcon />} onPress={() => navigate(signInHref)}>
        Download
      </Button>
    );
  }
  if (best && refusal && reaction === 'join') {
    return (
      <div className={styles.stack}>
        <DownloadButton
          best={best}
          variants={variants}
          membershipGate={{ message: errors.membershipRequired.message }}
        />
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
