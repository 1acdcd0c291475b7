import { Button, Link } from 'react-aria-components';
import { CheckIcon, CloseIcon, ScaleIcon } from '../../icons';
import { InfoPopover } from '../../internal/InfoPopover';
import { visuallyHidden } from '../../theme/base.css';
import type { PermissionView } from '../../view-models/files';
import * as styles from './PermissionsPopover.css';

export interface PermissionsPopoverProps {
  /** Lines in the caller's words, e.g. "Sell generated images" allowed, "Use without credit" not. */
  permissions: PermissionView[];
  /** The license page is `/models/license/{versionId}`. */
  versionId: number;
  /** e.g. "CreativeML Open RAIL-M"; shown as the license link's text. */
  licenseName?: string;
  labels?: { title?: string; allowed?: string; denied?: string; viewLicense?: string };
}

/** The license line: a check or cross per permission; pressing them lists the permissions in words. */
export function PermissionsPopover({ permissions, versionId, licenseName, labels }: PermissionsPopoverProps) {
  const title = labels?.title ?? 'License permissions';
  const allowed = labels?.allowed ?? 'allowed';
  const denied = labels?.denied ?? 'not allowed';
  return (
    <div className={styles.root}>
      <InfoPopover
        title={title}
        trigger={
          <Button className={styles.trigger} aria-label={title}>
            <ScaleIcon />
            {permissions.map((p) => (
              <span
                key={p.key}
                className={p.allowed ? styles.allowed : styles.denied}
                data-allowed={p.allowed}
              >
                {p.allowed ? <CheckIcon /> : <CloseIcon />}
              </span>
            ))}
          </Button>
        }
      >
        <ul className={styles.list}>
          {permissions.map((p) => (
            <li key={p.key} className={styles.line}>
              <span className={p.allowed ? styles.allowed : styles.denied}>
                {p.allowed ? <CheckIcon /> : <CloseIcon />}
              </span>
              {p.label}
              <span className={visuallyHidden}>: {p.allowed ? allowed : denied}</span>
            </li>
          ))}
        </ul>
      </InfoPopover>
      <Link href={`/models/license/${versionId}`} className={styles.link}>
        {licenseName ?? labels?.viewLicense ?? 'View license'}
      </Link>
    </div>
  );
}
