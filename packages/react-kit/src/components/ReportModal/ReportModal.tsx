import { useState } from 'react';
import { Label, RadioGroup, TextArea, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { RadioOption } from '../../internal/RadioOption';
import type { OptionView } from '../../view-models/common';
import { FormModal } from '../FormModal/FormModal';

export interface ReportLabels {
  title: string;
  reason: string;
  details: string;
  submit: string;
  cancel: string;
}

const defaultLabels: ReportLabels = {
  title: 'Report',
  reason: 'Why are you reporting this?',
  details: 'Details (optional)',
  submit: 'Submit report',
  cancel: 'Cancel',
};

export interface ReportModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The report reasons, in the caller's words. */
  reasons: OptionView[];
  onSubmit: (report: { reason: string; details: string }) => void;
  isPending?: boolean;
  labels?: Partial<ReportLabels>;
}

/** Report a model: one required reason (radio group) and optional details. */
export function ReportModal({
  isOpen,
  onOpenChange,
  reasons,
  onSubmit,
  isPending,
  labels,
}: ReportModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
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
      onSubmit={() => reason && onSubmit({ reason, details: details.trim() })}
    >
      <RadioGroup value={reason} onChange={setReason} isRequired className={forms.radioGroup}>
        <Label className={forms.label}>{text.reason}</Label>
        {reasons.map((option) => (
          <RadioOption
            key={option.id}
            value={option.id}
            label={option.label}
            description={option.description}
          />
        ))}
      </RadioGroup>
      <TextField value={details} onChange={setDetails} className={forms.field}>
        <Label className={forms.label}>{text.details}</Label>
        <TextArea rows={3} className={forms.textArea} />
      </TextField>
    </FormModal>
  );
}
