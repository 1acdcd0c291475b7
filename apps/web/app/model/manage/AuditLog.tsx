import { EmptyState, Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useLocalDateFormat } from '../../shell/use-local-dates';
import type { ModelPageView } from '../model-types';
import { auditLine } from './audit-line';
import * as styles from './manage.css';

/**
 * The model's history, for moderators and its owner (without moderators' private notes): who did what and when, newest first (`model.getAuditLog`), in the
 * viewer's local dates.
 */
export function AuditLog({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const log = useQuery(trpc.model.getAuditLog.queryOptions({ id: page.model.id }));
  const formatDate = useLocalDateFormat();
  return (
    <section className={styles.history} aria-labelledby="model-history">
      <h2 id="model-history">Model history</h2>
      {log.data === undefined ? (
        <Skeleton height={64} />
      ) : log.data.length === 0 ? (
        <EmptyState title="No results found" />
      ) : (
        <ol className={styles.entries}>
          {log.data.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span>{auditLine(entry, page.versions, formatDate)}</span>
              <span className={styles.muted}>
                {entry.actor.username ?? `User ${entry.actor.id}`} ·{' '}
                <time dateTime={new Date(entry.createdAt).toISOString()}>
                  {formatDate(new Date(entry.createdAt))}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
