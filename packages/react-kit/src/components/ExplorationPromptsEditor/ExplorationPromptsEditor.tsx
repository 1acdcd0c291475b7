import { useId, useState } from 'react';
import type { ExplorationPromptView } from '../../view-models/exploration';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import * as styles from './ExplorationPromptsEditor.css';
import { PromptForm } from './PromptForm';

export interface ExplorationPromptsLabels {
  title: string;
  empty: string;
  name: string;
  prompt: string;
  add: string;
  save: string;
  cancel: string;
  edit: string;
  delete: string;
}

const defaultLabels: ExplorationPromptsLabels = {
  title: 'Exploration prompts',
  empty: 'No exploration prompts yet.',
  name: 'Display name',
  prompt: 'Prompt',
  add: 'Add prompt',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
};

export interface ExplorationPromptsEditorProps {
  /** Controlled: the caller's current list. */
  prompts: ExplorationPromptView[];
  /** Add or edit (an upsert by name). */
  onSave: (prompt: ExplorationPromptView) => void;
  onDelete: (name: string) => void;
  isSaving?: boolean;
  /** The prompt being deleted: its button shows a spinner. */
  deletingName?: string | null;
  /** The caller's failure text, e.g. "Unable to delete prompt. Please try again" (spec §8). */
  error?: string | null;
  labels?: Partial<ExplorationPromptsLabels>;
}

/** The owner's exploration prompts of a version: list, edit a prompt's text, delete, add one. */
export function ExplorationPromptsEditor({
  prompts,
  onSave,
  onDelete,
  isSaving = false,
  deletingName = null,
  error = null,
  labels,
}: ExplorationPromptsEditorProps) {
  const text = { ...defaultLabels, ...labels };
  const [editingName, setEditingName] = useState<string | null>(null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <h3 id={titleId} className={styles.title}>
        {text.title}
      </h3>
      {error ? <Notice tone="critical" role="alert" title={error} /> : null}
      {prompts.length === 0 ? <p className={styles.muted}>{text.empty}</p> : null}
      <ul className={styles.list}>
        {prompts.map((prompt) => (
          <li key={prompt.name} className={styles.item}>
            <span className={styles.name}>{prompt.name}</span>
            {editingName === prompt.name ? (
              <PromptForm
                editing={prompt}
                labels={{ name: text.name, prompt: text.prompt, submit: text.save, cancel: text.cancel }}
                isPending={isSaving}
                onSubmit={(edited) => {
                  onSave(edited);
                  setEditingName(null);
                }}
                onCancel={() => setEditingName(null)}
              />
            ) : (
              <>
                <p className={styles.prompt}>{prompt.prompt}</p>
                <div className={styles.formActions}>
                  <Button
                    size="sm"
                    variant="subtle"
                    tone="neutral"
                    aria-label={`${text.edit} ${prompt.name}`}
                    onPress={() => setEditingName(prompt.name)}
                  >
                    {text.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="subtle"
                    tone="critical"
                    aria-label={`${text.delete} ${prompt.name}`}
                    isLoading={deletingName === prompt.name}
                    onPress={() => onDelete(prompt.name)}
                  >
                    {text.delete}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <PromptForm
        labels={{ name: text.name, prompt: text.prompt, submit: text.add }}
        isPending={isSaving && editingName === null}
        onSubmit={onSave}
      />
    </section>
  );
}
