import type { FileType } from '@atelier/domain';
import {
  ConfirmModal,
  EditFileModal,
  EmptyState,
  FileList,
  FileUploadCard,
  Notice,
} from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import { chosenFile } from '../shared/uploads/upload-view';
import { StatusPage } from '../shell/StatusPage';
import * as styles from './authoring.css';
import {
  type FilesStepView,
  fileMenu,
  filesStepView,
  hasPendingFiles,
  isFileAction,
  isPrecision,
  PENDING_REFETCH_MS,
  precisionOptions,
  typeOptions,
  versionToEdit,
} from './files-step-view';
import { useFileActions } from './use-file-actions';
import { useFileUpload } from './use-file-upload';
import { WizardHeader } from './WizardHeader';
import { wizardHref } from './wizard-step';

export type FilesStepProps = { modelId: number; versionId: number; chunkSize: number };

/**
 * Step 2 of the version wizard: the version's files with the owner's actions, and the upload card. The list asks
 * again every few seconds while a file is Pending, so its scan result appears without a reload.
 */
export function FilesStep({ modelId, versionId, chunkSize }: FilesStepProps) {
  const trpc = useTRPC();
  const { data: page } = useQuery({
    ...trpc.model.getById.queryOptions({ id: modelId, modelVersionId: versionId }),
    refetchInterval: (query) =>
      query.state.data && hasPendingFiles(versionToEdit(query.state.data, versionId))
        ? PENDING_REFETCH_MS
        : false,
  });
  const version = page ? versionToEdit(page, versionId) : null;
  if (page?.view !== 'model' || version === null) return <StatusPage status={404} />;
  return <FilesStepPage view={filesStepView(page, version)} chunkSize={chunkSize} />;
}

function FilesStepPage({ view, chunkSize }: { view: FilesStepView; chunkSize: number }) {
  const upload = useFileUpload({ versionId: view.versionId, chunkSize });
  const actions = useFileActions();
  const editing = view.files.find((file) => file.id === actions.editing) ?? null;
  const deleting = view.files.find((file) => file.id === actions.deleting) ?? null;
  return (
    <article className={styles.page}>
      <WizardHeader
        modelId={view.modelId}
        modelName={view.modelName}
        modelHref={view.modelHref}
        versionId={view.versionId}
        versionName={view.versionName}
        step="2"
        title="add files"
      />
      <section className={styles.section} aria-labelledby="version-files">
        <h2 id="version-files" className={styles.subheading}>
          Files
        </h2>
        {view.files.length === 0 ? (
          <EmptyState
            title="This version is missing files"
            description="Upload its model file below. Every file is scanned before anyone can download it."
          />
        ) : (
          <FileList
            files={view.files}
            canDownload={view.canDownload}
            aria-label={`Files of ${view.versionName}`}
            fileMenu={fileMenu}
            onFileAction={(fileId, action) => {
              if (!isFileAction(action)) return;
              if (action === 'edit') actions.startEdit(fileId);
              else actions.startDelete(fileId);
            }}
          />
        )}
        <p className={styles.muted} role="status">
          {view.pending ? 'Scanning files marked Pending; this list updates when their results are in.' : ''}
        </p>
      </section>
      <p className={styles.muted}>
        <Link to={wizardHref(view.modelId, view.versionId, '3')}>Next: add images</Link>
      </p>
      <FileUploadCard
        file={upload.state.file ? chosenFile(upload.state.file) : null}
        typeOptions={typeOptions}
        type={upload.state.type}
        phase={upload.state.phase}
        progress={upload.progress}
        error={upload.state.error}
        hint="An upload that stopped (a closed tab, a lost connection) continues where it was when you choose the same file and type again."
        onFileChoose={upload.choose}
        onTypeChange={(type) => upload.chooseType(type as FileType)}
        onUpload={upload.upload}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
      {editing ? (
        <EditFileModal
          isOpen
          fileName={editing.fileName ?? editing.label}
          typeOptions={typeOptions}
          precisionOptions={precisionOptions}
          initial={{ type: editing.label, fp: editing.fp ?? null }}
          isPending={actions.update.isPending}
          error={actions.updateError}
          onSave={({ type, fp }) =>
            actions.update.mutate({
              id: editing.id,
              type: type as FileType,
              ...(isPrecision(fp) ? { metadata: { fp } } : {}),
            })
          }
          onCancel={actions.closeEdit}
        />
      ) : null}
      <ConfirmModal
        isOpen={deleting !== null}
        title="Delete file"
        body={
          <>
            <p className={styles.muted}>
              {deleting
                ? `${deleting.fileName ?? deleting.label} and its bytes are deleted for good. This cannot be undone.`
                : null}
            </p>
            {actions.removeError ? <Notice tone="critical" role="alert" title={actions.removeError} /> : null}
          </>
        }
        confirmLabel="Delete file"
        tone="critical"
        isPending={actions.remove.isPending}
        onConfirm={() => deleting && actions.remove.mutate({ id: deleting.id })}
        onCancel={actions.closeDelete}
      />
    </article>
  );
}
