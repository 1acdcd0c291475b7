import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { FilesStep } from '../authoring/FilesStep';
import { prefetchWizard } from '../authoring/prefetch-wizard.server';
import { chunkBytesFrom, wizardStepFrom } from '../authoring/wizard-step';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/models/:id/model-versions/:versionId/wizard?step=2`: the owner (or a moderator) adds files to a version.
 * Steps 1 (details) and 3 (images) belong to a later issue and stay the not-found page, as before this route.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  const versionId = strictId(params.versionId);
  const url = new URL(request.url);
  if (id === null || versionId === null || wizardStepFrom(url.searchParams) === null) throw notFound();
  try {
    const { result, dehydrated } = await prefetch(context, (api, queryClient) =>
      prefetchWizard(api, queryClient, { id, versionId }),
    );
    if (result === 'signIn') throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
    if (result === 'hidden') throw notFound();
    return { id, versionId, chunkSize: chunkBytesFrom(process.env.ATELIER_UPLOAD_CHUNK_BYTES), dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: 'Add files | Atelier' }];

export default function WizardRoute() {
  const { id, versionId, chunkSize } = useLoaderData<typeof loader>();
  return <FilesStep modelId={id} versionId={versionId} chunkSize={chunkSize} />;
}

export const ErrorBoundary = RouteErrorBoundary;
