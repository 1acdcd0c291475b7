import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { chunkBytesFrom } from '../authoring/wizard-step';
import { PostCreatePage } from '../posts/PostCreatePage';
import { postTargetFrom, versionToPostOn } from '../posts/post-create-view';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/posts/create?modelId=&modelVersionId=` (with `reviewing=true` for a review post, and `returnUrl`): any signed-in
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
  return { target, chunkSize: chunkBytesFrom(process.env.ATELIER_UPLOAD_CHUNK_BYTES), dehydrated };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.target.reviewing ? 'Add a review post | Atelier' : 'Add a post | Atelier' },
];

export default function PostCreateRoute() {
  const { target, chunkSize } = useLoaderData<typeof loader>();
  return <PostCreatePage target={target} chunkSize={chunkSize} />;
}

export const ErrorBoundary = RouteErrorBoundary;
