import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { chunkBytesFrom } from '../authoring/wizard-step';
import { PostCreatePage } from '../posts/PostCreatePage';
import { postTargetFrom, versionToPostOn } from '../posts/post-create-view';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/posts/create?modelId=&modelVersionId=` (`reviewing=true` too, until reviews have their page): any signed-in
 * viewer of the version; a signed-out visitor signs in first. `post.create` decides who may post.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = postTargetFrom(new URL(request.url).searchParams);
  if (target === null) throw notFound();
  const { modelId, versionId } = target;
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchModelToAuthor(
      api,
      queryClient,
      { id: modelId, modelVersionId: versionId },
      (page) => versionToPostOn(page, versionId) !== null,
    ),
  );
  return {
    modelId,
    versionId,
    chunkSize: chunkBytesFrom(process.env.ATELIER_UPLOAD_CHUNK_BYTES),
    dehydrated,
  };
}

export const meta: MetaFunction = () => [{ title: 'Add a post | Atelier' }];

export default function PostCreateRoute() {
  const { modelId, versionId, chunkSize } = useLoaderData<typeof loader>();
  return <PostCreatePage modelId={modelId} versionId={versionId} chunkSize={chunkSize} />;
}

export const ErrorBoundary = RouteErrorBoundary;
