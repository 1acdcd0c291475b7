import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { CreateModelPage } from '../authoring/ModelFormPage';
import { loadAuthoringPage } from '../authoring/prefetch-authoring.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/models/create`: any signed-in account (a muted one is told why it cannot); others sign in first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const dehydrated = await loadAuthoringPage(context, request, async (api, queryClient) =>
    (await queryClient.fetchQuery(api.auth.me.queryOptions())) === null ? 'signIn' : 'ok',
  );
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Create a model | Atelier' }];

export default function ModelCreateRoute() {
  return <CreateModelPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
