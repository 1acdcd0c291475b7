import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import { modelHref } from '../authoring/authoring-access';
import { PostImagesEditor } from '../shared/post-images/PostImagesEditor';
import { StatusPage } from '../shell/StatusPage';
import { useViewer } from '../shell/use-viewer';
import { versionToPostOn } from './post-create-view';
import * as styles from './posts.css';

export type PostCreatePageProps = { modelId: number; versionId: number; chunkSize: number };

/**
 * `/posts/create`: the gallery's "Add Post" (and, until reviews have their page, "Add Review"): images onto the
 * version through a post of the viewer's, then back to the model page. `post.create` decides who may post.
 */
export function PostCreatePage({ modelId, versionId, chunkSize }: PostCreatePageProps) {
  const trpc = useTRPC();
  const viewer = useViewer();
  const { data: answer } = useQuery(
    trpc.model.getById.queryOptions({ id: modelId, modelVersionId: versionId }),
  );
  const version = answer ? versionToPostOn(answer, versionId) : null;
  if (answer?.view !== 'model' || version === null || viewer === null) return <StatusPage status={404} />;
  const back = modelHref(answer, version.id);
  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={back}>Back to {answer.model.name}</Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.heading}>Add a post</h1>
        <p className={styles.muted}>
          Images made with {answer.model.name} · {version.name}
        </p>
      </header>
      <PostImagesEditor
        versionId={version.id}
        versionName={version.name}
        viewerId={viewer.id}
        chunkSize={chunkSize}
      />
      <p>
        <Link to={back}>Done: back to {answer.model.name}</Link>
      </p>
    </article>
  );
}
