import { errors, isVisibleStatus } from '@atelier/domain';
import { Button, Notice } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTRPC } from '../api/trpc';
import { useVersionActions } from '../model/manage/use-version-actions';
import type { ModelPageView, PageVersion } from '../model/model-types';
import { PostImagesEditor } from '../shared/post-images/PostImagesEditor';
import { StatusPage } from '../shell/StatusPage';
import { useViewer } from '../shell/use-viewer';
import * as styles from './authoring.css';
import { editableVersion, modelHref } from './authoring-access';
import { hasPendingFiles, PENDING_REFETCH_MS, versionToEdit } from './files-step-view';
import { WizardHeader } from './WizardHeader';

export type ImagesStepProps = { modelId: number; versionId: number; chunkSize: number };

/**
 * Step 3 of the version wizard: images through a first post, then Publish, which takes the owner to the model page.
 * Publishing runs like the version menu's "Publish now" (the model with this version while the model is
 * unpublished, else the version alone).
 */
export function ImagesStep({ modelId, versionId, chunkSize }: ImagesStepProps) {
  const trpc = useTRPC();
  const viewer = useViewer();
  // Asked again while a scan is Pending, so Publish opens as soon as the last result is in.
  const { data: answer } = useQuery({
    ...trpc.model.getById.queryOptions({ id: modelId, modelVersionId: versionId }),
    refetchInterval: (query) =>
      query.state.data && hasPendingFiles(versionToEdit(query.state.data, versionId))
        ? PENDING_REFETCH_MS
        : false,
  });
  const version = answer ? editableVersion(answer, versionId) : null;
  if (answer?.view !== 'model' || version === null || viewer === null) return <StatusPage status={404} />;
  return <ImagesStepPage page={answer} version={version} viewerId={viewer.id} chunkSize={chunkSize} />;
}

function ImagesStepPage({
  page,
  version,
  viewerId,
  chunkSize,
}: {
  page: ModelPageView;
  version: PageVersion;
  viewerId: number;
  chunkSize: number;
}) {
  const back = modelHref(page, version.id);
  const navigate = useNavigate();
  const actions = useVersionActions(page, () => undefined);
  const published = isVisibleStatus(version.status);
  const scanning = hasPendingFiles(version);
  const ready = version.canPublish && !scanning;
  return (
    <article className={styles.page}>
      <WizardHeader
        modelId={page.model.id}
        modelName={page.model.name}
        modelHref={back}
        versionId={version.id}
        versionName={version.name}
        step="3"
        title="add images"
      />
      <PostImagesEditor
        versionId={version.id}
        versionName={version.name}
        viewerId={viewerId}
        chunkSize={chunkSize}
      />
      <section className={styles.section} aria-labelledby="publish-version">
        <h2 id="publish-version" className={styles.subheading}>
          Publish
        </h2>
        {published ? (
          <Notice
            tone="positive"
            title="This version is published."
            action={{ label: 'Go to the model page', href: back }}
          />
        ) : (
          <>
            <p className={styles.muted} role="status">
              {scanning
                ? errors.publishScanPending.message
                : version.canPublish
                  ? 'Everything is in place: publish to show this version to everyone.'
                  : 'Publishing opens once the version has its files and at least one image.'}
            </p>
            <div className={styles.actions}>
              <Button
                isDisabled={!ready}
                isLoading={actions.publishPending}
                onPress={() =>
                  actions.publish(version, null).then(
                    () => navigate(back),
                    // The refusal is already shown (the catalogue's publish texts); the owner stays here.
                    () => undefined,
                  )
                }
              >
                Publish
              </Button>
              <Link to={back}>Finish later</Link>
            </div>
          </>
        )}
      </section>
    </article>
  );
}
