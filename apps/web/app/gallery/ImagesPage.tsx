import { modelPath } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useLoaderData } from 'react-router';
import { useTRPC } from '../api/trpc';
import * as styles from './gallery.css';
import { VersionGallery } from './VersionGallery';
import { versionHeadingQueryOptions } from './version-heading';

/** /images?modelVersionId=: one version's gallery on its own page, with a way back to the model. */
export function ImagesPage() {
  const { modelVersionId } = useLoaderData<{ modelVersionId: number }>();
  const trpc = useTRPC();
  const heading = useQuery(versionHeadingQueryOptions(trpc, modelVersionId)).data;
  if (!heading) return null;
  const { model, version } = heading;
  return (
    <article className={styles.page} aria-labelledby="images-title">
      <header className={styles.pageHeader}>
        <Link
          href={`${modelPath(model.id, model.name)}?modelVersionId=${version.id}`}
          className={styles.backLink}
        >
          Back to {model.name}
        </Link>
        <h1 id="images-title" className={styles.pageTitle}>
          Images of {model.name} {version.name}
        </h1>
      </header>
      <VersionGallery key={version.id} modelId={model.id} modelVersionId={version.id} />
    </article>
  );
}
