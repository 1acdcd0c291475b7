import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetchSignedIn } from '../api/prefetch.server';
import { AppealPage } from '../model/appeal/AppealPage';
import { versionIdFrom } from '../model/use-selected-version';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/models/:id/appeal` (the violation notice's "Appeal this decision"): signed-in only; a model the viewer may not
 * see is not found, like a missing one.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  if (id === null) throw notFound();
  const modelVersionId = versionIdFrom(new URL(request.url).searchParams);
  try {
    const { dehydrated } = await prefetchSignedIn(request, context, async (api, queryClient) => {
      const page = await queryClient.fetchQuery(api.model.getById.queryOptions({ id, modelVersionId }));
      if (page.view !== 'model') throw notFound();
    });
    return { id, modelVersionId, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: 'Appeal a moderation decision | Atelier' }];

export default function ModelAppealRoute() {
  const { id, modelVersionId } = useLoaderData<typeof loader>();
  return <AppealPage id={id} modelVersionId={modelVersionId} />;
}

export const ErrorBoundary = RouteErrorBoundary;
