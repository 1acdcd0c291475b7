import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { SelectField } from '../../internal/SelectField';
import type { OptionView } from '../../view-models/common';
import { FormModal } from '../FormModal/FormModal';
import * as styles from './UnpublishViolationModal.css';

export interface UnpublishViolationLabels {
  title: string;
  intro: string;
  reason: string;
  reasonPlaceholder: string;
  customMessage: string;
  submit: string;
  cancel: string;
}

const defaultLabels: UnpublishViolationLabels = {
  title: 'Unpublish as violation',
  intro: 'The owner sees the reason and your message, and can request a review.',
  reason: 'Reason',
  reasonPlaceholder: 'Select a reason',
  customMessage: 'Message to the owner (optional)',
  submit: 'Unpublish',
  cancel: 'Cancel',
};

export interface UnpublishViolation {
  reason: string;
  /** Left out when the moderator wrote nothing. */
  customMessage?: string;
}

export interface UnpublishViolationModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The unpublish reasons, in the caller's words; the option id is sent. */
  reasons: OptionView[];
  isPending?: boolean;
  onSubmit: (violation: UnpublishViolation) => void;
  labels?: Partial<UnpublishViolationLabels>;
}

/** A moderator unpublishes a model as a violation: a required reason and an optional message to the owner. */
export function UnpublishViolationModal({
  isOpen,
  onOpenChange,
  reasons,
  isPending = false,
  onSubmit,
  labels,
}: UnpublishViolationModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [reason, setReason] = useState<string | null>(null);
  const [customMessage, setCustomMessage] = useState('');
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={text.title}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      submitTone="critical"
      canSubmit={reason !== null}
      isPending={isPending}
      onSubmit={() => {
        if (!reason) return;
        const message = customMessage.trim();
        onSubmit(message ? { reason, customMessage: message } : { reason });
      }}
    >
      <p className={styles.intro}>{text.intro}</p>
      <SelectField
        label={text.reason}
        placeholder={text.reasonPlaceholder}
        value={reason}
        options={reasons}
        onChange={setReason}
      />
      <TextField value={customMessage} onChange={setCustomMessage} className={forms.field}>
        <Label className={forms.label}>{text.customMessage}</Label>
        <TextArea rows={3} className={forms.textArea} />
      </TextField>
    </FormModal>
  );
}
