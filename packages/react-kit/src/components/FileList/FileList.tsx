import { Link } from 'react-aria-components';
import { DownloadIcon } from '../../icons';
import { formatFileSize } from '../../internal/format';
import type { FileView } from '../../view-models/files';
import type { ActionMenuSectionView } from '../../view-models/menu';
import { ActionMenu } from '../ActionMenu/ActionMenu';
import * as buttonStyles from '../Button/Button.css';
import { FileBadges } from '../DownloadButton/FileBadges';
import { ScanPopover } from '../ScanPopover/ScanPopover';
import * as styles from './FileList.css';

export interface FileListProps {
  files: FileView[];
  onDownload?: (fileId: number) => void;
  /** Shown when there are no files. */
  emptyText?: string;
  /** False when the viewer may not download (the caller shows why, e.g. under the Download button): no links. */
  canDownload?: boolean;
  /** Accessible name of each download link, given the file: "Download Pruned Model". */
  downloadLabel?: (file: FileView) => string;
  'aria-label'?: string;
  /** The owner's actions on one file (change type, delete…); no menu when absent or empty. */
  fileMenu?: (file: FileView) => ActionMenuSectionView[];
  onFileAction?: (fileId: number, actionId: string) => void;
}

/** The version's files: label and name, size with format/fp badges, the scan verdict popover and a download link. */
export function FileList({
  files,
  onDownload,
  emptyText = 'No files',
  canDownload = true,
  downloadLabel = (file) => `Download ${file.label}`,
  'aria-label': ariaLabel = 'Files',
  fileMenu,
  onFileAction,
}: FileListProps) {
  if (files.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <div className={styles.info}>
            <p className={styles.name} title={file.fileName}>
              {file.label}
              {file.fileName ? ` — ${file.fileName}` : null}
            </p>
            <span className={styles.meta}>
              <FileBadges file={file} />
            </span>
            {file.tensorFacts ? (
              <span className={styles.facts}>
                {`${file.tensorFacts.parameters} parameters · ${file.tensorFacts.dtypes} · ${formatFileSize(file.tensorFacts.loadKB)} to load`}
              </span>
            ) : null}
          </div>
          <div className={styles.actions}>
            <ScanPopover scan={file.scan} fileName={file.fileName ?? file.label} />
            {canDownload ? (
              <Link
                href={file.href}
                download
                aria-label={downloadLabel(file)}
                className={buttonStyles.button({
                  variant: 'secondary',
                  tone: 'neutral',
                  size: 'sm',
                  iconOnly: true,
                })}
                onPress={() => onDownload?.(file.id)}
              >
                <span className={buttonStyles.label} aria-hidden="true">
                  <DownloadIcon />
                </span>
              </Link>
            ) : null}
            {fileMenu ? (
              <ActionMenu
                label={`Actions for ${file.fileName ?? file.label}`}
                sections={fileMenu(file)}
                onAction={(actionId) => onFileAction?.(file.id, actionId)}
                size="sm"
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
