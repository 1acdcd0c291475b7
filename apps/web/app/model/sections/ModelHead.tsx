import * as styles from '../head/head.css';
import { ModelActions } from '../head/ModelActions';
import { ModelBadges } from '../head/ModelBadges';
import { ModelStats } from '../head/ModelStats';
import { ModelTags } from '../head/ModelTags';
import type { SectionProps } from '../model-types';

/** The head of the page: the name as the page's only heading of level 1, badges, stats, tags and the actions. */
export function ModelHead({ page, version }: SectionProps) {
  return (
    <header className={styles.head}>
      <div className={styles.titleRow}>
        <h1 id="model-name" className={styles.title}>
          {page.model.name}
        </h1>
        <ModelBadges page={page} version={version} />
      </div>
      <ModelStats page={page} />
      <ModelTags page={page} />
      <ModelActions page={page} version={version} />
    </header>
  );
}
