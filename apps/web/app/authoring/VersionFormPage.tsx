import { errors } from '@atelier/domain';
import { Notice } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import type { ModelPageView, PageVersion } from '../model/model-types';
import { StatusPage } from '../shell/StatusPage';
import * as styles from './authoring.css';
import { editableVersion, lockedVersionForOwner, modelHref, modelToEdit } from './authoring-access';
import { useSaveVersion } from './use-save-version';
import { VersionForm } from './VersionForm';
import { newVersionForm, newVersionGenerates, versionFormFrom } from './version-form-view';
import { WizardHeader } from './WizardHeader';
import { wizardHref } from './wizard-step';

/**
 * A version's details: `create` (a new version, then its files), `edit` (back to the model page) or the wizard's
 * step 1 (then its files). The owner or a moderator only (a locked model's owner reads why they cannot); everyone
 * else finds nothing.
 */
export type VersionFormPageProps =
  | { mode: 'create'; modelId: number }
  | { mode: 'edit' | 'wizard'; modelId: number; versionId: number };

export function VersionFormPage(props: VersionFormPageProps) {
  const trpc = useTRPC();
  const versionId = props.mode === 'create' ? undefined : props.versionId;
  const { data: answer } = useQuery(
    trpc.model.getById.queryOptions(
      versionId === undefined ? { id: props.modelId } : { id: props.modelId, modelVersionId: versionId },
    ),
  );
  if (!answer) return <StatusPage status={404} />;
  if (versionId === undefined) {
    const page = modelToEdit(answer);
    return page?.viewer.can['model.addVersion'] ? <NewVersion page={page} /> : <StatusPage status={404} />;
  }
  const locked = lockedVersionForOwner(answer, versionId);
  if (locked !== null && answer.view === 'model')
    // As on the model's edit page: the owner finds the page and reads why there is nothing to change.
    return (
      <article className={styles.page}>
        <p className={styles.muted}>
          <Link to={modelHref(answer, locked.id)}>Back to {answer.model.name}</Link>
        </p>
        <header className={styles.section}>
          <h1 className={styles.heading}>Edit {locked.name}</h1>
          <p className={styles.muted}>A version of {answer.model.name}</p>
        </header>
        <Notice tone="caution" title={errors.modelLocked.message} />
      </article>
    );
  const version = editableVersion(answer, versionId);
  if (version === null || answer.view !== 'model') return <StatusPage status={404} />;
  return <EditVersion page={answer} version={version} wizard={props.mode === 'wizard'} />;
}

const toFiles = (version: { id: number; modelId: number }) => wizardHref(version.modelId, version.id, '2');

function NewVersion({ page }: { page: ModelPageView }) {
  const save = useSaveVersion({ modelId: page.model.id, nextHref: toFiles });
  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={modelHref(page)}>Back to {page.model.name}</Link>
      </p>
      <header className={styles.section}>
        <h1 className={styles.heading}>Add a version of {page.model.name}</h1>
        <p className={styles.muted}>Step 1 of 3: details. Files and images come next.</p>
      </header>
      <VersionForm
        initial={newVersionForm()}
        submitLabel="Next: add files"
        isPending={save.isPending}
        failure={save.failure}
        offersEarlyAccess={page.features.earlyAccessModel}
        offersGeneration={newVersionGenerates()}
        onSubmit={save.save}
      />
    </article>
  );
}

function EditVersion({
  page,
  version,
  wizard,
}: {
  page: ModelPageView;
  version: PageVersion;
  wizard: boolean;
}) {
  const back = modelHref(page, version.id);
  const save = useSaveVersion({
    modelId: page.model.id,
    id: version.id,
    nextHref: wizard ? toFiles : () => back,
  });
  return (
    <article className={styles.page}>
      {wizard ? (
        <WizardHeader
          modelId={page.model.id}
          modelName={page.model.name}
          modelHref={back}
          versionId={version.id}
          versionName={version.name}
          step="1"
          title="details"
        />
      ) : (
        <>
          <p className={styles.muted}>
            <Link to={back}>Back to {page.model.name}</Link>
          </p>
          <header className={styles.section}>
            <h1 className={styles.heading}>Edit {version.name}</h1>
            <p className={styles.muted}>A version of {page.model.name}</p>
          </header>
        </>
      )}
      <VersionForm
        initial={versionFormFrom(version)}
        submitLabel={wizard ? 'Next: add files' : 'Save version'}
        isPending={save.isPending}
        failure={save.failure}
        offersEarlyAccess={page.features.earlyAccessModel}
        offersGeneration={version.canGenerate}
        onSubmit={save.save}
      />
    </article>
  );
}
