import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { loadAuthoringPage } from '../authoring/prefetch-authoring.server';
import { chunkBytesFrom } from '../authoring/wizard-step';
import { PostEditPage } from '../posts/PostEditPage';
import { prefetchPostToEdit } from '../posts/prefetch-post.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/posts/:postId/edit`: the post's author or a moderator; a signed-out visitor signs in first; others find nothing. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const postId = strictId(params.postId);
  if (postId === null) throw notFound();
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchPostToEdit(api, queryClient, postId),
  );
  return { postId, chunkSize: chunkBytesFrom(process.env.ATELIER_UPLOAD_CHUNK_BYTES), dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Edit post | Atelier' }];

export default function PostEditRoute() {
  const { postId, chunkSize } = useLoaderData<typeof loader>();
  return <PostEditPage postId={postId} chunkSize={chunkSize} />;
}

export const ErrorBoundary = RouteErrorBoundary;
