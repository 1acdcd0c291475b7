import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { OverlayControl } from '../../internal/on-demand-overlay';
import * as overlay from '../../internal/overlay.css';
import type { FileVariantView } from '../../view-models/files';
import * as styles from './DownloadButton.css';
import { DownloadMenuTrigger } from './DownloadMenuTrigger';
import { FileBadges, fileSummary } from './FileBadges';

export interface DownloadMenuProps {
  variants: FileVariantView[];
  onDownload?: (fileId: number) => void;
  label: string;
}

/** DownloadMenu once its code has loaded (DownloadMenu.tsx): the chevron with the menu of every variant. */
export function DownloadMenuFull({
  variants,
  onDownload,
  label,
  isOpen,
  onOpenChange,
}: DownloadMenuProps & OverlayControl) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <DownloadMenuTrigger label={label} />
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
  );
}
