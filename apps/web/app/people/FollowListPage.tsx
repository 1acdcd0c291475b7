import { EmptyState, FollowButton, Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useTRPC } from '../api/trpc';
import { useFollow } from '../shared/social/use-follow';
import { useSignInHref, useViewer } from '../shell/use-viewer';
import type { FollowListKind } from './follow-list';
import { FOLLOW_LIST_TEXT, profileHref } from './follow-list';
import * as styles from './people.css';

/** /user/{username}/followers and /following: the people, each with a link to their profile and a follow button. */
export function FollowListPage() {
  const { username, kind } = useLoaderData<{ username: string; kind: FollowListKind }>();
  const trpc = useTRPC();
  const list = useQuery(trpc.user.getFollowList.queryOptions({ username, kind }));
  const text = FOLLOW_LIST_TEXT[kind];
  return (
    <section className={styles.page} aria-labelledby="follow-list-title">
      <header className={styles.header}>
        <h1 id="follow-list-title" className={styles.heading}>
          {text.title(username)}
        </h1>
        <nav aria-label="Follow lists" className={styles.actions}>
          <Link to={profileHref(username)} className={styles.link}>
            Back to {username}’s profile
          </Link>
          <Link
            to={`${profileHref(username)}/${kind === 'followers' ? 'following' : 'followers'}`}
            className={styles.link}
          >
            {kind === 'followers' ? 'Following' : 'Followers'}
          </Link>
        </nav>
      </header>
      {list.data === undefined ? (
        <Skeleton shape="text" lines={4} />
      ) : list.data.people.length === 0 ? (
        <EmptyState title={text.empty(username)} />
      ) : (
        <ul className={styles.items} aria-labelledby="follow-list-title">
          {list.data.people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PersonRow({ person }: { person: { id: number; username: string } }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const follow = useFollow(person.id);
  return (
    <li className={styles.item}>
      <Link to={profileHref(person.username)} className={styles.itemName}>
        {person.username}
      </Link>
      {viewer?.id === person.id ? (
        <span className={styles.muted}>You</span>
      ) : (
        <FollowButton
          isFollowing={follow.isFollowing}
          isPending={follow.isPending}
          size="sm"
          labels={{ follow: `Follow ${person.username}`, unfollow: `Unfollow ${person.username}` }}
          onToggle={() => (viewer ? follow.toggle() : navigate(signInHref))}
        />
      )}
    </li>
  );
}
