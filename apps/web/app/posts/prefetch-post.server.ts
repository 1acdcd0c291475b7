import type { QueryClient } from '@tanstack/react-query';
import type { AuthoringAccess } from '../authoring/prefetch-authoring.server';
import type { ServerApi } from '../load-context';

/** The post page's answer, fetched in process with the input the page asks for (so it renders from the cache). */
export const prefetchPost = (api: ServerApi, queryClient: QueryClient, postId: number) =>
  queryClient.fetchQuery(api.post.get.queryOptions({ id: postId }));

/** The edit page: a signed-out visitor signs in first; a post the viewer may not edit is not found. */
export async function prefetchPostToEdit(
  api: ServerApi,
  queryClient: QueryClient,
  postId: number,
): Promise<AuthoringAccess> {
  const viewer = await queryClient.fetchQuery(api.auth.me.queryOptions());
  if (viewer === null) return 'signIn';
  const post = await prefetchPost(api, queryClient, postId);
  return post.canEdit ? 'ok' : 'hidden';
}
