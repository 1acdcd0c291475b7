import { Label, TextArea, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import type { CollectionDraftView } from '../../view-models/collections';
import { CheckboxField, TextInputField } from '../FormFields/FormFields';
import * as styles from './CollectionSettingsFields.css';

export interface CollectionSettingsLabels {
  name: string;
  description: string;
  private: string;
  privateHint: string;
}

const defaultLabels: CollectionSettingsLabels = {
  name: 'Name',
  description: 'Description',
  private: 'Private',
  privateHint: 'Only you can see a private collection.',
};

export interface CollectionSettingsFieldsProps {
  value: CollectionDraftView;
  onChange: (value: CollectionDraftView) => void;
  /** The most characters each text takes (the caller passes the domain's limits). */
  maxLengths?: { name: number; description: number };
  /** The server's refusal of the name (a blank or too long one). */
  nameError?: string | null;
  labels?: Partial<CollectionSettingsLabels>;
}

/** A collection's name, description and read setting: the Collect dialog's "New collection" and the edit dialog. */
export function CollectionSettingsFields({
  value,
  onChange,
  maxLengths,
  nameError = null,
  labels,
}: CollectionSettingsFieldsProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <div className={styles.fields}>
      <TextInputField
        label={text.name}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        maxLength={maxLengths?.name}
        error={nameError}
        isRequired
      />
      <TextField
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
        maxLength={maxLengths?.description}
        className={forms.field}
      >
        <Label className={forms.label}>{text.description}</Label>
        <TextArea className={forms.textArea} rows={3} />
      </TextField>
      <CheckboxField
        isSelected={value.isPrivate}
        onChange={(isPrivate) => onChange({ ...value, isPrivate })}
        description={text.privateHint}
      >
        {text.private}
      </CheckboxField>
    </div>
  );
}
