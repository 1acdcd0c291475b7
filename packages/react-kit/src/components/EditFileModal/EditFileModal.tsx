import { useState } from 'react';
import { SelectField } from '../../internal/SelectField';
import type { OptionView } from '../../view-models/common';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import * as styles from './EditFileModal.css';

export interface FileSettingsValue {
  type: string;
  /** Precision id, or null when not given. */
  fp: string | null;
}

export interface EditFileModalProps {
  isOpen: boolean;
  fileName: string;
  typeOptions: OptionView[];
  precisionOptions: OptionView[];
  /** What the file says now; the fields start from it each time the modal opens. */
  initial: FileSettingsValue;
  isPending?: boolean;
  /** The server's message when saving failed. */
  error?: string | null;
  onSave: (value: FileSettingsValue) => void;
  onCancel: () => void;
}

/** Changes a file's type and precision; Save sends only when something changed. */
export function EditFileModal({ isOpen, ...props }: EditFileModalProps) {
  // Mounted only while open, so every opening starts from the file's current settings.
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && props.onCancel()}
      title={`Edit ${props.fileName}`}
      size="sm"
      isDismissable={!props.isPending}
    >
      {isOpen ? <EditFileForm {...props} /> : null}
    </Modal>
  );
}

function EditFileForm({
  typeOptions,
  precisionOptions,
  initial,
  isPending = false,
  error = null,
  onSave,
  onCancel,
}: Omit<EditFileModalProps, 'isOpen' | 'fileName'>) {
  const [value, setValue] = useState(initial);
  const changed = value.type !== initial.type || value.fp !== initial.fp;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(value);
      }}
    >
      <SelectField
        label="File type"
        value={value.type}
        options={typeOptions}
        onChange={(type) => setValue({ ...value, type })}
      />
      <SelectField
        label="Precision"
        value={value.fp}
        options={precisionOptions}
        onChange={(fp) => setValue({ ...value, fp })}
        placeholder="Not given"
      />
      {error ? <Notice tone="critical" role="alert" title={error} /> : null}
      <div className={styles.footer}>
        <Button variant="secondary" tone="neutral" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={!changed} isLoading={isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
