import { useState } from 'react';
import { SelectField } from '../../internal/SelectField';
import type { OptionView } from '../../view-models/common';
import { FormModal } from '../FormModal/FormModal';

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
  return isOpen ? <EditFileForm {...props} /> : null;
}

function EditFileForm({
  fileName,
  typeOptions,
  precisionOptions,
  initial,
  isPending = false,
  error = null,
  onSave,
  onCancel,
}: Omit<EditFileModalProps, 'isOpen'>) {
  const [value, setValue] = useState(initial);
  const changed = value.type !== initial.type || value.fp !== initial.fp;
  return (
    <FormModal
      isOpen
      onCancel={onCancel}
      title={`Edit ${fileName}`}
      size="sm"
      submitLabel="Save"
      canSubmit={changed}
      isPending={isPending}
      holdWhilePending
      error={error}
      onSubmit={() => onSave(value)}
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
    </FormModal>
  );
}
