import { errors } from '@atelier/domain';
import { NotFoundView, Notice, RemovedView, Skeleton } from '@atelier/react-kit';
import { lazy, Suspense } from 'react';
import { ReviewRequest } from './manage/ReviewRequest';
import * as styles from './model-page.css';
import type { ModelPageView } from './model-types';
import { PageViewerProvider, useRenderedFor } from './page-viewer';
import { RecommendedResources } from './resources/RecommendedResources';
import { CreatorSection } from './sections/CreatorSection';
import { Discussion } from './sections/Discussion';
import { MainColumn } from './sections/MainColumn';
import { ModelGallery } from './sections/ModelGallery';
import { ModelHead } from './sections/ModelHead';
import { ModelNotices } from './sections/ModelNotices';
import { VersionBar } from './sections/VersionBar';
import { VersionPanel } from './sections/VersionPanel';
import { Showcase } from './showcase/Showcase';
import { useModelPage, useModelRoute } from './use-model-page';

/**
 * The model's history shows only to its owner and moderators: it loads when one of them opens the page, not on
 * every first visit (issue 15, P4; e2e/first-load-budget.spec.ts).
 */
const AuditLog = lazy(() => import('./manage/AuditLog').then((module) => ({ default: module.AuditLog })));

/** The model page (spec §2), laid out as docs/web.md describes: head, version bar, two columns, gallery. */
export function ModelPage() {
  const { query, modelVersionId, selectVersion } = useModelPage();
  const { basic } = useModelRoute();
  const renderedFor = useRenderedFor(query.isFetching);
  const page = query.data;
  if (!page) return <NotFoundView title={errors.notFound.message} />;
  if (page.view === 'removed') return <RemovedView title={page.message} />;
  if (page.view === 'unavailable') {
    return <ModelNotices notices={[page.notice]} />;
  }
  const selected =
    page.versions.find((version) => version.id === modelVersionId) ??
    page.versions.find((version) => version.id === page.selectedVersionId) ??
    null;
  // `view=basic` is a moderator's tool; for everyone else the parameter changes nothing.
  const showCommunity = !(basic && page.viewer.isModerator);
  return (
    <PageViewerProvider viewer={renderedFor}>
      <article className={styles.page} aria-labelledby="model-name">
        <ModelNotices notices={page.notices}>
          {(notice) =>
            notice.kind === 'violation' ? (
              <ReviewRequest page={page} version={selected} inProgress={notice.reviewInProgress} />
            ) : null
          }
        </ModelNotices>
        {page.viewer.isOwner && selected && selected.usageControl !== 'Download' ? (
          <Notice
            tone="neutral"
            title={errors.generationOnly.message}
            body="Visitors can generate images with it but cannot download its files."
            action={{ label: 'Learn more', href: '/articles/11494' }}
          />
        ) : null}
        <ModelHead page={page} version={selected} />
        <VersionBar page={page} selectedId={selected?.id ?? null} onSelect={selectVersion} />
        <div className={styles.body}>
          <div className={styles.column}>
            {selected ? <Showcase page={page} version={selected} /> : null}
            <MainColumn page={page} version={selected} />
            {showCommunity ? <Discussion page={page} version={selected} /> : null}
            {page.viewer.can['model.viewAuditLog'] ? (
              <Suspense fallback={<Skeleton height={64} />}>
                <AuditLog page={page} />
              </Suspense>
            ) : null}
          </div>
          <aside className={styles.column} aria-label="Version details">
            {selected ? <VersionPanel page={page} version={selected} /> : null}
            <CreatorSection page={page} />
            {selected ? <RecommendedResources page={page} version={selected} /> : null}
          </aside>
        </div>
        {showCommunity && selected ? <ModelGallery page={page} version={selected} /> : null}
      </article>
    </PageViewerProvider>
  );
}

export type { ModelPageView };
