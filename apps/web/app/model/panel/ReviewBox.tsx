import { ReviewThumbs } from '@atelier/react-kit';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import type { VersionSectionProps } from '../model-types';
import { useReview } from './use-review';
import * as styles from './version-panel.css';

/**
 * Thumbs up / down for the version with an optional comment. Anonymous viewers are sent to sign in; a viewer who
 * may not review yet sees the server's reason (download first, muted, early access). While the viewer's review
 * loads, the box keeps the size it had for nobody (the thumbs, busy, and the sign-in line's room): a signed-in
 * viewer served the public page (docs/page-cache.md) sees it so until the viewer overlay brings their review.
 */
export function ReviewBox({ page, version }: VersionSectionProps) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const headingId = useId();
  const review = useReview(page.model.id, version);
  const blockedReason = review.value === null ? review.engagement?.reviewBlockedReason : null;
  const loading = viewer !== null && review.isLoading;

  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.heading}>
        Review this version
      </h3>
      <ReviewThumbs
        key={review.details}
        value={review.value}
        onChange={viewer ? review.setValue : () => navigate(signInHref)}
        isPending={review.isPending || loading}
        counts={version.reviewTotals}
        {...(blockedReason ? { disabledReason: blockedReason } : {})}
        comment={{
          defaultValue: review.details,
          onSubmit: review.saveComment,
          isPending: review.isPending,
        }}
      />
      {viewer === null ? (
        <p className={styles.signInNote}>
          <Link href={signInHref} className={styles.link}>
            Sign in
          </Link>{' '}
          to review this version.
        </p>
      ) : loading ? (
        <p className={styles.noteRoom} aria-hidden="true">
          Sign in to review this version.
        </p>
      ) : null}
    </section>
  );
}
