import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { modelToEdit } from '../authoring/authoring-access';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { VersionFormPage } from '../authoring/VersionFormPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/models/:id/model-versions/create`: whoever may add a version (the owner, a moderator); others find nothing. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  if (id === null) throw notFound();
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchModelToAuthor(
      api,
      queryClient,
      { id },
      (page) => modelToEdit(page)?.viewer.can['model.addVersion'] === true,
    ),
  );
  return { id, dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Add a version | Atelier' }];

export default function VersionCreateRoute() {
  const { id } = useLoaderData<typeof loader>();
  return <VersionFormPage mode="create" modelId={id} />;
}

export const ErrorBoundary = RouteErrorBoundary;
