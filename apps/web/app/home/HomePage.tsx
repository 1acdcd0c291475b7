import { ResourceCard } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { toModelCard } from '../profile/to-model-card';
import * as styles from './home.css';
import { DEMO_MODELS, homeCardsQueryOptions } from './home-query';

export const HOME_DESCRIPTION =
  'A community site where creators publish AI models and visitors browse, download, review, collect and tip them with Buzz.';

/** A card is drawn about 240 px wide (the grid's columns are at least 200 px), the full width on a phone. */
const CARD_SIZES = '(min-width: 480px) 260px, 90vw';

/** The home page: what the hub is, then the demo models as cards with their covers. */
export function HomePage() {
  const trpc = useTRPC();
  const cards = useQuery(homeCardsQueryOptions(trpc)).data ?? [];
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Atelier
      </h1>
      <p className={styles.lead}>{HOME_DESCRIPTION}</p>
      <h2 className={styles.subtitle}>Demo models</h2>
      <ul className={styles.grid}>
        {cards.map((model) => {
          const about = DEMO_MODELS.find((demo) => demo.id === model.id)?.about;
          return (
            <li key={model.id} className={styles.item}>
              <ResourceCard resource={toModelCard(model)} sizes={CARD_SIZES} priority />
              {about ? <p className={styles.about}>{about}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
