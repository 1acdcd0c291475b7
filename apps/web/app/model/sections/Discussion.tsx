import { EmptyState, Notice } from '@atelier/react-kit';
import { Link } from 'react-router';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import type { ModelPageView, SectionProps } from '../model-types';
import * as styles from './Discussion.css';

/** The product's name in membership texts (the server's ATELIER_PRODUCT_NAME default; the page is not told it). */
const PRODUCT_NAME = 'Atelier';

/**
 * Why the viewer cannot join the discussion (spec §5), or null when they could. A locked discussion is already told
 * by the page's "Discussion is turned off for this model." notice, so it adds nothing here.
 */
function useDiscussionGate(page: ModelPageView) {
  const viewer = useViewer();
  const signInHref = useSignInHref();
  if (page.model.locked || page.model.meta.commentsLocked) return null;
  if (viewer === null) {
    return (
      <p className={styles.prompt}>
        <Link to={signInHref}>Sign in to join the discussion</Link>
      </p>
    );
  }
  if (viewer.muted) return <Notice title="Muted users cannot join the discussion." />;
  const allInEarlyAccess =
    page.versions.length > 0 && page.versions.every((version) => version.inEarlyAccess);
  const hasEarlyAccess = page.versions.some(
    (version) => version.access.download || version.access.generation,
  );
  if (allInEarlyAccess && !hasEarlyAccess && !page.viewer.isModerator) {
    return <Notice tone="brand" title={`You must be a ${PRODUCT_NAME} Member to join this discussion`} />;
  }
  return null;
}

/** The discussion: there is no comment API yet, so it shows the gate when one applies and an honest empty list. */
export function Discussion({ page }: SectionProps) {
  const gate = useDiscussionGate(page);
  return (
    <section aria-labelledby="discussion-heading" className={styles.section}>
      <h2 id="discussion-heading" className={styles.title}>
        Discussion
      </h2>
      {gate}
      <EmptyState title="No comments yet" />
    </section>
  );
}
