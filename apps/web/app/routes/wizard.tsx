import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { editableVersion } from '../authoring/authoring-access';
import { FilesStep } from '../authoring/FilesStep';
import { versionToEdit } from '../authoring/files-step-view';
import { ImagesStep } from '../authoring/ImagesStep';
import { loadAuthoringPage, prefetchModelToAuthor } from '../authoring/prefetch-authoring.server';
import { VersionFormPage } from '../authoring/VersionFormPage';
import { chunkBytesFrom, type WizardStep, wizardStepFrom } from '../authoring/wizard-step';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/models/:id/model-versions/:versionId/wizard?step=1|2|3`: the owner (or a moderator) finishes a version: details,
 * files, images. Files need `model.manageFiles`, the other steps `model.edit`; anyone else finds nothing.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  const versionId = strictId(params.versionId);
  const step = wizardStepFrom(new URL(request.url).searchParams);
  if (id === null || versionId === null || step === null) throw notFound();
  const dehydrated = await loadAuthoringPage(context, request, (api, queryClient) =>
    prefetchModelToAuthor(api, queryClient, { id, modelVersionId: versionId }, (page) =>
      step === '2' ? versionToEdit(page, versionId) !== null : editableVersion(page, versionId) !== null,
    ),
  );
  return {
    id,
    versionId,
    step,
    chunkSize: chunkBytesFrom(process.env.ATELIER_UPLOAD_CHUNK_BYTES),
    dehydrated,
  };
}

const TITLES: Record<WizardStep, string> = { '1': 'Version details', '2': 'Add files', '3': 'Add images' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? TITLES[data.step] : 'Version setup'} | Atelier` },
];

export default function WizardRoute() {
  const { id, versionId, step, chunkSize } = useLoaderData<typeof loader>();
  if (step === '1')
    return <VersionFormPage key={versionId} mode="wizard" modelId={id} versionId={versionId} />;
  if (step === '2') return <FilesStep modelId={id} versionId={versionId} chunkSize={chunkSize} />;
  return <ImagesStep modelId={id} versionId={versionId} chunkSize={chunkSize} />;
}

export const ErrorBoundary = RouteErrorBoundary;
