import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { lockedForOwner, modelToEdit } from '../authoring/authoring-access';
import { EditModelPage } from '../authoring/ModelFormPage';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/models/:id/edit`: the owner or a moderator (a locked model's owner reads why it cannot be edited); a signed-out
 * visitor signs in first, anyone else finds nothing.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  if (id === null) throw notFound();
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchModelToAuthor(
      api,
      queryClient,
      { id },
      (page) => modelToEdit(page) !== null || lockedForOwner(page) !== null,
    ),
  );
  return { id, dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Edit model | Atelier' }];

export default function ModelEditRoute() {
  const { id } = useLoaderData<typeof loader>();
  return <EditModelPage id={id} />;
}

export const ErrorBoundary = RouteErrorBoundary;
