import { useState } from 'react';
import { Input, Label, TextArea, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import type { ExplorationPromptView } from '../../view-models/exploration';
import { Button } from '../Button/Button';
import * as styles from './ExplorationPromptsEditor.css';

export interface PromptFormProps {
  /** Editing keeps the prompt's name: its field is hidden (spec §5). */
  editing?: ExplorationPromptView;
  labels: { name: string; prompt: string; submit: string; cancel?: string };
  isPending?: boolean;
  onSubmit: (prompt: ExplorationPromptView) => void;
  onCancel?: () => void;
}

/** Display name and prompt, both required (spec §5); cleared after an add. */
export function PromptForm({ editing, labels, isPending = false, onSubmit, onCancel }: PromptFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [prompt, setPrompt] = useState(editing?.prompt ?? '');
  const complete = name.trim() !== '' && prompt.trim() !== '';
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || isPending) return;
        onSubmit({ name: name.trim(), prompt: prompt.trim() });
        if (!editing) {
          setName('');
          setPrompt('');
        }
      }}
    >
      {editing ? null : (
        <TextField value={name} onChange={setName} isRequired className={forms.field}>
          <Label className={forms.label}>{labels.name}</Label>
          <Input className={forms.input} />
        </TextField>
      )}
      <TextField value={prompt} onChange={setPrompt} isRequired className={forms.field}>
        <Label className={forms.label}>{labels.prompt}</Label>
        <TextArea rows={2} className={forms.textArea} />
      </TextField>
      <div className={styles.formActions}>
        {onCancel ? (
          <Button size="sm" variant="secondary" tone="neutral" onPress={onCancel}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button size="sm" type="submit" isDisabled={!complete} isLoading={isPending}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
