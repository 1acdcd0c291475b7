import { PermissionsPopover } from '@atelier/react-kit';
import type { VersionSectionProps } from '../model-types';
import { DonationGoals } from '../panel/DonationGoals';
import { DownloadAction } from '../panel/DownloadAction';
import { permissionViews } from '../panel/details-view';
import { EarlyAccessBlock } from '../panel/EarlyAccessBlock';
import { ReviewBox } from '../panel/ReviewBox';
import { useEngagement } from '../panel/use-engagement';
import { VaultToggle } from '../panel/VaultToggle';
import { VersionDetails } from '../panel/VersionDetails';
import { VersionFiles } from '../panel/VersionFiles';
import * as styles from '../panel/version-panel.css';

/**
 * The side panel of the selected version (PAGE-LAYOUT "Side panel"), top to bottom: early access and donation
 * goals, download and vault, the details accordion, files, license, and the viewer's review.
 */
export function VersionPanel({ page, version }: VersionSectionProps) {
  // A download makes the viewer eligible to review: the engagement is asked again once it started.
  const { refresh } = useEngagement(page.model.id, version.id);
  return (
    <div className={styles.panel}>
      {version.inEarlyAccess ? <EarlyAccessBlock page={page} version={version} /> : null}
      <DonationGoals version={version} />
      <div className={styles.actions}>
        <div className={styles.grow}>
          <DownloadAction version={version} onDownload={refresh} />
        </div>
        <VaultToggle versionId={version.id} />
      </div>
      <VersionDetails page={page} version={version} />
      <VersionFiles version={version} onDownload={refresh} />
      <PermissionsPopover
        permissions={permissionViews(page)}
        versionId={version.id}
        {...(page.model.licenses[0] ? { licenseName: page.model.licenses[0].name } : {})}
      />
      <ReviewBox page={page} version={version} />
    </div>
  );
}
