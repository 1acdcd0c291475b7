import { EmptyState } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AccountNav } from '../account-settings/AccountNav';
import { useTRPC } from '../api/trpc';
import { useBuyBuzzHref } from '../shared/social/buzz';
import { useBuzzBalance } from '../shared/social/use-buzz-balance';
import { BalanceLine } from './BalanceLine';
import { beforeOf } from './before-param';
import * as styles from './buzz.css';
import { type BuzzHistoryRowView, toBuzzHistoryRowView } from './to-buzz-history-view';

/** /user/buzz: the viewer's balance and their ledger, newest first, a page at a time. */
export function BuzzHistoryPage() {
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const before = beforeOf(searchParams);
  const buyBuzzHref = useBuyBuzzHref();
  const balance = useBuzzBalance().data?.balance;
  const history = useQuery(trpc.buzz.getHistory.queryOptions({ before }));
  return (
    <section className={styles.page} aria-labelledby="buzz-title">
      <AccountNav />
      <div className={styles.heading}>
        <h1 id="buzz-title" className={styles.title}>
          Buzz
        </h1>
        <Link to={buyBuzzHref}>Get Buzz</Link>
      </div>
      <BalanceLine balance={balance} />
      <h2 className={styles.subtitle}>History</h2>
      <HistoryList
        rows={history.data?.rows.map(toBuzzHistoryRowView)}
        failed={history.error?.message}
        buyBuzzHref={buyBuzzHref}
      />
      {before !== null || history.data?.nextBefore ? (
        <nav aria-label="Pages" className={styles.pager}>
          {before !== null ? <Link to="?">Newest</Link> : null}
          {history.data?.nextBefore ? <Link to={`?before=${history.data.nextBefore}`}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

/** The page's rows, or what stands in for them: the failure, the loading line, the empty state. */
function HistoryList({
  rows,
  failed,
  buyBuzzHref,
}: {
  rows: BuzzHistoryRowView[] | undefined;
  failed: string | undefined;
  buyBuzzHref: string;
}) {
  if (failed !== undefined) return <p role="alert">{failed}</p>;
  if (rows === undefined) return <p className={styles.muted}>Loading your history…</p>;
  if (rows.length === 0)
    return (
      <EmptyState
        title="No Buzz movements yet"
        description="Buzz you get, tip, donate or spend will be listed here."
        action={<Link to={buyBuzzHref}>Ways to get Buzz</Link>}
      />
    );
  return (
    <ul className={styles.list} aria-label="Buzz history">
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <span className={styles.rowLabel}>{row.label}</span>
          <span className={styles.amount} data-direction={row.direction}>
            {row.amountText}
          </span>
          <span className={styles.rowDetails}>
            <time dateTime={row.at}>{row.atText}</time>
            {row.counterparty ? <Link to={row.counterparty.href}>{row.counterparty.text}</Link> : null}
            {row.subject ? <Link to={row.subject.href}>{row.subject.text}</Link> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
