import { Link } from 'react-router';
import type { ModelPageView } from '../model-types';
import * as styles from './head.css';

/** The model's tags, category tags first, each a link to its tag page. */
export function ModelTags({ page }: { page: ModelPageView }) {
  const tags = [...page.model.tags].sort((a, b) => Number(b.isCategory) - Number(a.isCategory));
  if (tags.length === 0) return null;
  return (
    <ul className={styles.row} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link
            to={`/tag/${encodeURIComponent(tag.name.toLowerCase())}`}
            className={tag.isCategory ? styles.categoryTag : styles.tag}
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
