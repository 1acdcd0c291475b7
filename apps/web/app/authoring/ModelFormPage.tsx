import { errors } from '@atelier/domain';
import { Notice } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import type { ModelPageView } from '../model/model-types';
import { StatusPage } from '../shell/StatusPage';
import { useViewer } from '../shell/use-viewer';
import * as styles from './authoring.css';
import { lockedForOwner, modelHref, modelToEdit } from './authoring-access';
import { ModelForm } from './ModelForm';
import { modelFormFrom, newModelForm } from './model-form-view';
import { useSaveModel } from './use-save-model';

/** `/models/create`: a new Draft model; then its first version. A muted account is told why it cannot create. */
export function CreateModelPage() {
  const viewer = useViewer();
  const save = useSaveModel();
  return (
    <article className={styles.page}>
      <header className={styles.section}>
        <h1 className={styles.heading}>Create a model</h1>
        <p className={styles.muted}>
          Describe it and choose its licence; its first version, files and images come next.
        </p>
      </header>
      {viewer?.muted ? (
        <Notice tone="critical" title={errors.muted.message} />
      ) : (
        <ModelForm
          initial={newModelForm()}
          mode="create"
          submitLabel="Create model"
          isPending={save.isPending}
          failure={save.failure}
          onSubmit={save.save}
        />
      )}
    </article>
  );
}

/** The edit page's frame: the way back to the model and the heading. */
function EditFrame({ page, children }: { page: ModelPageView; children: React.ReactNode }) {
  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={modelHref(page)}>Back to {page.model.name}</Link>
      </p>
      <header className={styles.section}>
        <h1 className={styles.heading}>Edit {page.model.name}</h1>
      </header>
      {children}
    </article>
  );
}

/**
 * `/models/:id/edit`: the owner (or a moderator) changes the model's fields; the owner of a locked model reads why
 * they cannot; everyone else finds nothing.
 */
export function EditModelPage({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: answer } = useQuery(trpc.model.getById.queryOptions({ id }));
  const save = useSaveModel(id);
  const page = answer ? modelToEdit(answer) : null;
  const locked = answer ? lockedForOwner(answer) : null;
  if (locked !== null)
    // The owner of a locked model finds the page and reads why there is nothing to change (the server refuses).
    return (
      <EditFrame page={locked}>
        <Notice tone="caution" title={errors.modelLocked.message} />
      </EditFrame>
    );
  if (page === null) return <StatusPage status={404} />;
  return (
    <EditFrame page={page}>
      <ModelForm
        initial={modelFormFrom(page.model)}
        mode="edit"
        submitLabel="Save model"
        isPending={save.isPending}
        failure={save.failure}
        onSubmit={save.save}
      />
    </EditFrame>
  );
}
