import type { QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import type { ServerApi } from '../load-context';
import type { ModelPageAnswer } from '../model/model-types';

/** What an authoring page's loader found: go ahead, send the visitor to sign in, or show the not-found page. */
export type AuthoringAccess = 'ok' | 'signIn' | 'hidden';

/**
 * The model page answer an authoring page works on, fetched in process (`model.getById` with the same input the page
 * asks for, so it renders from the cache). `signIn`: nobody is signed in; `hidden`: `allows` refused the answer.
 */
export async function prefetchModelToAuthor(
  api: ServerApi,
  queryClient: QueryClient,
  input: { id: number; modelVersionId?: number },
  allows: (page: ModelPageAnswer) => boolean,
): Promise<AuthoringAccess> {
  const viewer = await queryClient.fetchQuery(api.auth.me.queryOptions());
  if (viewer === null) return 'signIn';
  const page = await queryClient.fetchQuery(api.model.getById.queryOptions(input));
  return allows(page) ? 'ok' : 'hidden';
}

/**
 * An authoring page's loader: runs `load` in process, sends a signed-out visitor to sign in and back here, and
 * answers 404 for what the viewer may not author (exactly like a missing model). Returns the prefetched answers.
 */
export async function loadAuthoringPage(
  context: AppLoadContext,
  request: Request,
  load: (api: ServerApi, queryClient: QueryClient) => Promise<AuthoringAccess>,
) {
  const url = new URL(request.url);
  try {
    const { result, dehydrated } = await prefetch(context, load);
    if (result === 'signIn') throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
    if (result === 'hidden') throw notFound();
    return dehydrated;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
