import { ChevronDownIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DownloadButton.css';

/** The chevron beside the primary download that opens the menu of every variant. */
export function DownloadMenuTrigger({ label }: { label: string }) {
  return (
    <span className={styles.menuButton}>
      <IconButton
        label={label}
        icon={<ChevronDownIcon />}
        variant="primary"
        tone="brand"
        size="lg"
        showTooltip={false}
      />
    </span>
  );
}
