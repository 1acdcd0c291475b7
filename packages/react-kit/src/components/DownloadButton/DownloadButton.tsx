import { useId } from 'react';
import { Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon, DownloadIcon } from '../../icons';
import * as overlay from '../../internal/overlay.css';
import type { FileVariantView } from '../../view-models/files';
import { Button } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { MembershipGatePopover } from '../MembershipGatePopover/MembershipGatePopover';
import * as styles from './DownloadButton.css';
import { FileBadges, fileSummary } from './FileBadges';

export interface DownloadButtonProps {
  /** The best file for the viewer's preferences (the domain's scoring); `null` when there is none. */
  best: FileVariantView | null;
  /** Every variant offered in the menu (the best one included); the menu shows when there are two or more. */
  variants: FileVariantView[];
  /** Called with the file id as a download starts (the href does the download). */
  onDownload?: (fileId: number) => void;
  /** The viewer cannot download; the caller's reason is shown under the disabled button. */
  disabledReason?: string;
  /** Non-members: pressing Download opens the membership popover with this message instead. */
  membershipGate?: { message: string };
  labels?: { download?: string; options?: string };
}

/**
 * The primary download: a link (with `download`, so a client-side router leaves it to the browser) to the best file with its size, format and fp, plus a menu of the other variants
 * (each item a link). Disabled with a visible reason, or gated behind the membership popover.
 */
export function DownloadButton({
  best,
  variants,
  onDownload,
  disabledReason,
  membershipGate,
  labels,
}: DownloadButtonProps) {
  const download = labels?.download ?? 'Download';
  const reasonId = useId();
  const primaryClass = `${buttonStyles.button({ variant: 'primary', tone: 'brand', size: 'lg' })} ${styles.primary}`;
  const text = (
    <span className={styles.primaryText}>
      <span>{download}</span>
      {best ? <span className={styles.meta}>{fileSummary(best)}</span> : null}
    </span>
  );

  if (!best || disabledReason) {
    return (
      <div className={styles.root}>
        <Button
          size="lg"
          icon={<DownloadIcon />}
          isDisabled
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          {text}
        </Button>
        {disabledReason ? (
          <p id={reasonId} className={styles.reason}>
            {disabledReason}
          </p>
        ) : null}
      </div>
    );
  }

  if (membershipGate) {
    return (
      <div className={styles.root}>
        <MembershipGatePopover message={membershipGate.message}>
          <Button size="lg" icon={<DownloadIcon />}>
            {text}
          </Button>
        </MembershipGatePopover>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.split}>
        <Link href={best.href} download className={primaryClass} onPress={() => onDownload?.(best.id)}>
          <span className={buttonStyles.icon} aria-hidden="true">
            <DownloadIcon />
          </span>
          {text}
        </Link>
        {variants.length > 1 ? (
          <MenuTrigger>
            <span className={styles.menuButton}>
              <IconButton
                label={labels?.options ?? 'More download options'}
                icon={<ChevronDownIcon />}
                variant="primary"
                tone="brand"
                size="lg"
                showTooltip={false}
              />
            </span>
            <Popover placement="bottom end" className={overlay.popover}>
              <Menu className={overlay.list} onAction={(key) => onDownload?.(Number(key))}>
                {variants.map((file) => (
                  <MenuItem
                    key={file.id}
                    id={file.id}
                    href={file.href}
                    download
                    textValue={`${file.label} ${fileSummary(file)}`}
                    className={overlay.item}
                  >
                    <span className={styles.item}>
                      <span className={styles.itemLabel}>{file.label}</span>
                      <span className={styles.itemMeta}>
                        <FileBadges file={file} />
                      </span>
                    </span>
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
        ) : null}
      </div>
    </div>
  );
}
