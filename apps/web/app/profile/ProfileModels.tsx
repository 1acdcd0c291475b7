import type { AppRouter } from '@atelier/adapters';
import { EmptyState, ResourceCard } from '@atelier/react-kit';
import type { inferRouterOutputs } from '@trpc/server';
import * as styles from './profile.css';
import { toModelCard } from './to-model-card';

type ProfileModel = inferRouterOutputs<AppRouter>['user']['getProfile']['models'][number];

/** How wide a card is drawn (the grid's columns are at least 220 px), for the browser's choice of variant. */
const CARD_SIZES = '(min-width: 960px) 260px, (min-width: 480px) 45vw, 90vw';

/** The creator's models as cards with their covers, each linking to its canonical page. */
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
          {models.map((model, index) => (
            <li key={model.id}>
              <ResourceCard resource={toModelCard(model)} sizes={CARD_SIZES} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
