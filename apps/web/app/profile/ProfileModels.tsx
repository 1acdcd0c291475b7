import type { AppRouter } from '@atelier/adapters';
import { modelPath } from '@atelier/domain';
import { Badge, EmptyState, formatCompactNumber } from '@atelier/react-kit';
import type { inferRouterOutputs } from '@trpc/server';
import { Link } from 'react-aria-components';
import * as styles from './profile.css';

type ProfileModel = inferRouterOutputs<AppRouter>['user']['getProfile']['models'][number];

/** The creator's models as cards, each linking to its canonical page. */
export function ProfileModels({ models }: { models: ProfileModel[] }) {
  return (
    <section className={styles.models} aria-labelledby="profile-models">
      <h2 id="profile-models" className={styles.sectionTitle}>
        Models
      </h2>
      {models.length === 0 ? (
        <EmptyState title="No results found" />
      ) : (
        <ul className={styles.grid}>
          {models.map((model) => (
            <li key={model.id}>
              <Link href={modelPath(model.id, model.name)} className={styles.card}>
                <span className={styles.cardName}>{model.name}</span>
                <span className={styles.cardMeta}>
                  <Badge>{model.type}</Badge>
                  <span>{formatCompactNumber(model.rank.downloadCountAllTime)} downloads</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
