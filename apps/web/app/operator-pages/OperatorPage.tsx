import { Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { useTRPC } from '../api/trpc';
import * as styles from './operator-pages.css';

/** /articles/{id} and /content/…: the operator's page, its HTML rendered and sanitised by the server. */
export function OperatorPage() {
  const { slug } = useLoaderData<{ slug: string }>();
  const trpc = useTRPC();
  const page = useQuery(trpc.page.get.queryOptions({ slug })).data;
  if (!page) return <Skeleton shape="text" lines={8} />;
  return (
    <section className={styles.page} aria-labelledby="operator-page-title">
      <h1 id="operator-page-title" className={styles.title}>
        {page.title}
      </h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (docs/pages.md) */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
    </section>
  );
}
