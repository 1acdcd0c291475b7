import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { PostPage } from '../posts/PostPage';
import { prefetchPost } from '../posts/prefetch-post.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/posts/:postId`: a post the viewer may not see (a draft, a deleted post, a hidden model's) is not found. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const postId = strictId(params.postId);
  if (postId === null) throw notFound();
  try {
    const { result: post, dehydrated } = await prefetch(context, (api, queryClient) =>
      prefetchPost(api, queryClient, postId),
    );
    return { postId, title: post.title ?? `Post by ${post.user.username}`, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function PostRoute() {
  const { postId } = useLoaderData<typeof loader>();
  return <PostPage postId={postId} />;
}

export const ErrorBoundary = RouteErrorBoundary;
