import { Badge } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import * as styles from './collections.css';

/** A profile's collections (`collection.getByUser`): the public ones, and the private ones for their owner. */
export function UserCollections({ username }: { username: string }) {
  const trpc = useTRPC();
  const collections = useQuery(trpc.collection.getByUser.queryOptions({ username })).data ?? [];
  if (collections.length === 0) return null;
  return (
    <section className={styles.profileSection} aria-labelledby="profile-collections">
      <h2 id="profile-collections" className={styles.sectionTitle}>
        Collections
      </h2>
      <ul className={styles.links}>
        {collections.map((collection) => (
          <li key={collection.id} className={styles.link}>
            <Link to={`/collections/${collection.id}`}>{collection.name}</Link>
            {collection.isPrivate ? <Badge>Private</Badge> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
