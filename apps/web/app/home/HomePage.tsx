import { ResourceCard } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import { toModelCard } from '../profile/to-model-card';
import { featuredQueryOptions, newestQueryOptions } from '../search/model-list-filters';
import * as styles from './home.css';
import { DEMO_MODELS, homeCardsQueryOptions } from './home-query';

export const HOME_DESCRIPTION =
  'A community site where creators publish AI models and visitors browse, download, review, collect and tip them with Buzz.';

/** A card is drawn about 240 px wide (the grid's columns are at least 200 px), the full width on a phone. */
const CARD_SIZES = '(min-width: 480px) 260px, 90vw';

/** The home page: what the hub is, the Featured and Newest rows, then the demo models as cards with their covers. */
export function HomePage() {
  const trpc = useTRPC();
  const cards = useQuery(homeCardsQueryOptions(trpc)).data ?? [];
  const featured = useQuery(featuredQueryOptions(trpc)).data?.items;
  const newest = useQuery(newestQueryOptions(trpc)).data?.items;
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Atelier
      </h1>
      <p className={styles.lead}>{HOME_DESCRIPTION}</p>
      <ModelRow
        id="home-featured"
        title="Featured"
        more={{ href: '/models?sort=MostDownloaded', label: 'All models, most downloaded first' }}
        cards={featured}
      />
      <ModelRow
        id="home-newest"
        title="Newest"
        more={{ href: '/models', label: 'All models, newest first' }}
        cards={newest}
      />
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

type RowCard = Parameters<typeof toModelCard>[0];

/** A titled row of model cards with a link to the whole list; says so when there is nothing to show. */
function ModelRow({
  id,
  title,
  more,
  cards,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  cards: RowCard[] | undefined;
}) {
  return (
    <section className={styles.row} aria-labelledby={id}>
      <div className={styles.rowHeader}>
        <h2 id={id} className={styles.subtitle}>
          {title}
        </h2>
        <Link to={more.href}>{more.label}</Link>
      </div>
      {cards === undefined ? null : cards.length === 0 ? (
        <p className={styles.about}>No models yet.</p>
      ) : (
        <ul className={styles.grid}>
          {cards.map((model) => (
            <li key={model.id} className={styles.item}>
              <ResourceCard resource={toModelCard(model)} sizes={CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
