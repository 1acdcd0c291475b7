import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { useTRPC } from '../api/trpc';
import { UserCollections } from '../collections/UserCollections';
import { profileHref } from '../people/follow-list';
import { CreatorCardContainer } from '../shared/social/CreatorCardContainer';
import { ProfileModels } from './ProfileModels';
import * as styles from './profile.css';
import { profileQueryOptions } from './profile-query';

/** /user/{username}: the creator card and collections beside the creator's models. */
export function ProfilePage() {
  const { username } = useLoaderData<{ username: string }>();
  const trpc = useTRPC();
  const profile = useQuery(profileQueryOptions(trpc, username)).data;
  if (!profile) return null;
  return (
    <article className={styles.page} aria-labelledby="profile-title">
      <div className={styles.side}>
        <h1 id="profile-title" className={styles.title}>
          {profile.username}
        </h1>
        <CreatorCardContainer userId={profile.id} headingLevel={2} />
        <nav aria-label="Follows" className={styles.follows}>
          <Link to={`${profileHref(profile.username)}/followers`}>Followers</Link>
          <Link to={`${profileHref(profile.username)}/following`}>Following</Link>
        </nav>
        <UserCollections username={profile.username} />
      </div>
      <ProfileModels models={profile.models} />
    </article>
  );
}
