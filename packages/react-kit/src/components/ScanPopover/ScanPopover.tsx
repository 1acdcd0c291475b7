import type { ReactNode } from 'react';
import { AlertIcon, ClockIcon, ShieldAlertIcon, ShieldCheckIcon } from '../../icons';
import { InfoPopover } from '../../internal/InfoPopover';
import type { Tone } from '../../theme/contract.css';
import type { ScanResult, ScanView } from '../../view-models/files';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ScanPopover.css';

const look: Record<ScanResult, { icon: ReactNode; tone: Tone }> = {
  Success: { icon: <ShieldCheckIcon />, tone: 'positive' },
  Pending: { icon: <ClockIcon />, tone: 'neutral' },
  Danger: { icon: <ShieldAlertIcon />, tone: 'critical' },
  Error: { icon: <AlertIcon />, tone: 'caution' },
};

export interface ScanPopoverProps {
  scan: ScanView;
  /** Names the file in the trigger's accessible name: "Verified: model.safetensors". */
  fileName?: string;
}

/** The scan verdict icon of a file; pressing it shows "Verified" / "Unverified" and the scan texts (350 px wide). */
export function ScanPopover({ scan, fileName }: ScanPopoverProps) {
  const { icon, tone } = look[scan.result];
  return (
    <InfoPopover
      width={350}
      title={scan.verdict}
      trigger={
        <IconButton
          label={fileName ? `${scan.verdict}: ${fileName}` : scan.verdict}
          icon={icon}
          tone={tone}
          size="sm"
          data-scan-result={scan.result}
        />
      }
    >
      <p className={styles.message}>{scan.message}</p>
      {scan.details && scan.details.length > 0 ? (
        <ul className={styles.details}>
          {scan.details.map((detail) => (
            <li key={detail.label}>
              <span className={styles.detailLabel}>{detail.label}:</span> {detail.text}
            </li>
          ))}
        </ul>
      ) : null}
      {scan.scannedText ? <p className={styles.scanned}>{scan.scannedText}</p> : null}
    </InfoPopover>
  );
}
