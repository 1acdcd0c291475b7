import { EmptyState, RankBadge, Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { useTRPC } from '../api/trpc';
import { profileHref } from '../people/follow-list';
import * as styles from '../people/people.css';
import { toLeaderboardRows } from './to-leaderboard-rows';

/** /leaderboard/{id}?position=: the board's top creators, the asked position highlighted and scrolled to. */
export function LeaderboardPage() {
  const { id, position } = useLoaderData<{ id: string; position: number | null }>();
  const trpc = useTRPC();
  const board = useQuery(trpc.leaderboard.get.queryOptions({ id })).data;
  if (!board) return <Skeleton shape="text" lines={6} />;
  const rows = toLeaderboardRows(board.entries);
  const positionShown = position !== null && rows.some((row) => row.position === position);
  return (
    <section className={styles.page} aria-labelledby="leaderboard-title">
      <header className={styles.header}>
        <h1 id="leaderboard-title" className={styles.heading}>
          {board.title} leaderboard
        </h1>
        <p className={styles.muted}>
          Ranked by all-time activity on their models: downloads, plus 10 per like, 20 per follower, plus
          image reactions and generations.
        </p>
        {position !== null && !positionShown ? (
          <p role="status">Position {position} is not on this board now.</p>
        ) : null}
      </header>
      {rows.length === 0 ? (
        <EmptyState title="No creators on this board yet" />
      ) : (
        <ol className={styles.items} aria-labelledby="leaderboard-title">
          {rows.map((row) => {
            const current = row.position === position;
            return (
              <li
                key={row.userId}
                id={`position-${row.position}`}
                className={current ? `${styles.item} ${styles.highlighted}` : styles.item}
                {...(current ? { 'aria-current': 'true' as const } : {})}
              >
                {row.colour ? (
                  <RankBadge rank={row.position} colour={row.colour} leaderboardTitle={board.title} />
                ) : (
                  <span className={styles.muted}>#{row.position}</span>
                )}
                <Link to={profileHref(row.username)} className={styles.itemName}>
                  {row.username}
                </Link>
                <span>{row.scoreText} points</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
