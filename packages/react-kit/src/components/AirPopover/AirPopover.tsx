import { Link } from 'react-aria-components';
import { InfoPopover } from '../../internal/InfoPopover';
import { Button } from '../Button/Button';
import { CopyButton } from '../CopyButton/CopyButton';
import * as styles from './AirPopover.css';

export interface AirPopoverProps {
  /** The AI Resource Identifier, e.g. "urn:air:sdxl:lora:atelier:1@2". */
  air: string;
  onCopy: (text: string) => unknown;
  /** The caller's explanation of AIR. */
  description?: string;
  learnMoreHref?: string;
  labels?: { title?: string; copy?: string; copied?: string; learnMore?: string };
}

/** The version's AIR: a button showing the identifier; its popover explains it and copies it. */
export function AirPopover({ air, onCopy, description, learnMoreHref, labels }: AirPopoverProps) {
  const title = labels?.title ?? 'AIR';
  return (
    <InfoPopover
      width={350}
      title={title}
      placement="bottom start"
      trigger={
        <Button variant="secondary" tone="neutral" size="sm" aria-label={`${title}: ${air}`}>
          <span className={styles.triggerText}>{air}</span>
        </Button>
      }
    >
      {description ? <p className={styles.description}>{description}</p> : null}
      <code className={styles.identifier}>{air}</code>
      <div className={styles.actions}>
        <CopyButton
          text={air}
          onCopy={onCopy}
          display="text"
          label={labels?.copy ?? 'Copy AIR'}
          copiedLabel={labels?.copied}
        />
        {learnMoreHref ? (
          <Link href={learnMoreHref} className={styles.link}>
            {labels?.learnMore ?? 'What is AIR?'}
          </Link>
        ) : null}
      </div>
    </InfoPopover>
  );
}
