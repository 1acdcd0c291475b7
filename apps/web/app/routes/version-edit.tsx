import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { editableVersion, lockedVersionForOwner } from '../authoring/authoring-access';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { VersionFormPage } from '../authoring/VersionFormPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/models/:id/model-versions/:versionId/edit`: the owner or a moderator (a locked model's owner reads why it cannot
 * be edited, as on the model's edit page); others find nothing.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  const versionId = strictId(params.versionId);
  if (id === null || versionId === null) throw notFound();
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchModelToAuthor(
      api,
      queryClient,
      { id, modelVersionId: versionId },
      (page) => editableVersion(page, versionId) !== null || lockedVersionForOwner(page, versionId) !== null,
    ),
  );
  return { id, versionId, dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Edit version | Atelier' }];

export default function VersionEditRoute() {
  const { id, versionId } = useLoaderData<typeof loader>();
  return <VersionFormPage mode="edit" modelId={id} versionId={versionId} />;
}

export const ErrorBoundary = RouteErrorBoundary;
