import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { type AppLoadContext, redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import type { ServerApi } from '../load-context';

/**
 * Runs a loader's API calls in process and returns their answers dehydrated, so the page renders with its data
 * already in the HTML and the browser's query cache starts warm.
 */
export async function prefetch<T>(
  context: AppLoadContext,
  load: (api: ServerApi, queryClient: QueryClient) => Promise<T>,
): Promise<{ result: T; dehydrated: DehydratedState }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await load(context.api(queryClient), queryClient);
  return { result, dehydrated: dehydrate(queryClient) };
}

/**
 * `prefetch` for a page of the viewer's own (their account, Buzz, Vault, inbox): a signed-out visitor is sent to
 * sign in and comes back to the same address afterwards; a signed-in one gets `load`'s queries in the HTML.
 */
export async function prefetchSignedIn(
  request: Request,
  context: AppLoadContext,
  load: (api: ServerApi, queryClient: QueryClient, url: URL) => Promise<unknown>,
): Promise<{ dehydrated: DehydratedState }> {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await load(api, queryClient, url);
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}
