import { FileList } from '@atelier/react-kit';
import { useId } from 'react';
import { canDownloadFiles, fileViews } from './file-views';
import type { PageVersion } from './panel-types';
import * as styles from './version-panel.css';

/** The version's files with size, format/fp, scan verdict and a download link each (training data included). */
export function VersionFiles({ version, onDownload }: { version: PageVersion; onDownload: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h3 id={headingId} className={styles.heading}>
        Files
      </h3>
      <FileList
        files={fileViews(version)}
        onDownload={onDownload}
        canDownload={canDownloadFiles(version)}
        emptyText="This version is missing files"
        aria-label="Files"
      />
    </section>
  );
}
