import { deferredSection } from '../../shared/deferred-section';
import * as styles from '../community/community.css';
import { galleryLinks } from '../community/gallery-links';
import { ShowcaseFollow } from '../community/ShowcaseFollow';
import type { VersionSectionProps } from '../model-types';
import { usePageViewer } from '../page-viewer';

/** Below the first screen: its code, and its toolbar's menus and tag chips, load beside hydration. */
const VersionGallery = deferredSection(() =>
  import('../../gallery/VersionGallery').then((module) => module.VersionGallery),
);

/** The selected version's gallery, full width below the body, with the showcase collection's follow button. */
export function ModelGallery({ page, version }: VersionSectionProps) {
  // Read with the page's flags: the viewer the page was fetched for (page-viewer.tsx).
  const viewer = usePageViewer();
  const showcaseId = page.model.meta.showcaseCollectionId;
  return (
    <div className={styles.gallery}>
      {/* Collection follow is hidden for its owner (spec §5). */}
      {showcaseId !== null && !page.viewer.isOwner ? <ShowcaseFollow collectionId={showcaseId} /> : null}
      <VersionGallery
        key={version.id}
        modelId={page.model.id}
        modelVersionId={version.id}
        canModerate={page.viewer.can['model.moderateGallery']}
        canExplore={version.canExplore}
        canEditPrompts={page.viewer.can['model.managePrompts']}
        priorityCount={0}
        {...galleryLinks(page, version, viewer)}
      />
    </div>
  );
}
