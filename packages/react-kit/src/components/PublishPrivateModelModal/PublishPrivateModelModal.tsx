import { useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { RadioOption } from '../../internal/RadioOption';
import { FormModal } from '../FormModal/FormModal';
import { Notice } from '../Notice/Notice';

/** Publish the versions now, or make the model public with its versions as drafts to configure first. */
export type PublishPrivateChoice = 'publish' | 'draft';

export interface PublishPrivateModelLabels {
  title: string;
  irreversible: string;
  choice: string;
  publish: string;
  publishDescription: string;
  draft: string;
  draftDescription: string;
  submit: string;
  cancel: string;
}

const defaultLabels: PublishPrivateModelLabels = {
  title: 'Make this model public',
  irreversible: 'Making a model public cannot be undone: it cannot be made private again.',
  choice: 'What should happen to its versions?',
  publish: 'Publish now',
  publishDescription: 'The model and its versions are published right away.',
  draft: 'Set versions to Draft',
  draftDescription: 'The versions become drafts, so you can configure them further before publishing.',
  submit: 'Make public',
  cancel: 'Cancel',
};

export interface PublishPrivateModelModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending?: boolean;
  onSubmit: (choice: PublishPrivateChoice) => void;
  labels?: Partial<PublishPrivateModelLabels>;
}

/** The owner makes a private model public (spec §5: once, irreversibly), choosing to publish now or as drafts. */
export function PublishPrivateModelModal({
  isOpen,
  onOpenChange,
  isPending = false,
  onSubmit,
  labels,
}: PublishPrivateModelModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [choice, setChoice] = useState<PublishPrivateChoice | null>(null);
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={text.title}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      canSubmit={choice !== null}
      isPending={isPending}
      onSubmit={() => choice && onSubmit(choice)}
    >
      <Notice tone="caution" title={text.irreversible} />
      <RadioGroup
        value={choice}
        onChange={(value) => setChoice(value as PublishPrivateChoice)}
        isRequired
        className={forms.radioGroup}
      >
        <Label className={forms.label}>{text.choice}</Label>
        <RadioOption value="publish" label={text.publish} description={text.publishDescription} />
        <RadioOption value="draft" label={text.draft} description={text.draftDescription} />
      </RadioGroup>
    </FormModal>
  );
}
