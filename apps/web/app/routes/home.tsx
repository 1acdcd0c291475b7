import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import * as styles from '../home/home.css';

const DESCRIPTION =
  'A community site where creators publish AI models and visitors browse, download, review, collect and tip them with Buzz.';

/** The seeded demo hub's showcase models (docs/demo-data.md); the API has no model list to show instead. */
const DEMO_MODELS = [
  {
    id: 1,
    name: 'Lumen Realism',
    about: 'five versions, early access with a donation goal, gallery and reviews',
  },
  { id: 2, name: 'Ink Wash LoRA', about: 'every version in early access' },
  { id: 5, name: 'Velvet Styles LoCon', about: 'a plain published model' },
];

export const meta: MetaFunction = () => [{ title: 'Atelier' }, { name: 'description', content: DESCRIPTION }];

export default function Home() {
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Atelier
      </h1>
      <p className={styles.lead}>{DESCRIPTION}</p>
      <h2 className={styles.subtitle}>Demo models</h2>
      <ul className={styles.list}>
        {DEMO_MODELS.map((model) => (
          <li key={model.id}>
            <Link to={`/models/${model.id}`}>{model.name}</Link> — {model.about}
          </li>
        ))}
      </ul>
    </section>
  );
}
