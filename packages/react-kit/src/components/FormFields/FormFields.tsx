import type { ReactNode } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Group,
  Input,
  Label,
  NumberField,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { CheckIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import { SelectField } from '../../internal/SelectField';
import type { OptionView } from '../../view-models/common';
import * as styles from './FormFields.css';

/** What every field shares: a visible label, an optional hint read with it, and the server's refusal. */
interface FieldFrame {
  label: string;
  description?: string;
  /** The server's refusal of this field's value; marks the field invalid and is read with it. */
  error?: string | null;
  isDisabled?: boolean;
}

/** A hint under the label and the refusal under the field, tied to the control by react-aria's slots. */
const FieldTexts = ({ description, error }: Pick<FieldFrame, 'description' | 'error'>) => (
  <>
    {description ? (
      <Text slot="description" className={forms.description}>
        {description}
      </Text>
    ) : null}
    <FieldError className={forms.errorText}>{error}</FieldError>
  </>
);

export interface TextInputFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  /** The most characters the field takes (the caller passes the domain's limit). */
  maxLength?: number;
  /** e.g. "name" for the browser's form memory. */
  name?: string;
}

/** A labelled one-line text field. */
export function TextInputField({ label, description, error = null, ...props }: TextInputFieldProps) {
  return (
    <TextField {...props} isInvalid={error ? true : undefined} className={forms.field}>
      <Label className={forms.label}>{label}</Label>
      <Input className={forms.input} />
      <FieldTexts description={description} error={error} />
    </TextField>
  );
}

export interface TextAreaFieldProps extends TextInputFieldProps {
  /** How many lines show before it scrolls; the viewer may make it taller. */
  rows?: number;
}

/** A labelled text field of several lines (a message, an appeal). */
export function TextAreaField({ label, description, error = null, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <TextField {...props} isInvalid={error ? true : undefined} className={forms.field}>
      <Label className={forms.label}>{label}</Label>
      <TextArea rows={rows} className={forms.textArea} />
      <FieldTexts description={description} error={error} />
    </TextField>
  );
}

export interface NumberInputFieldProps extends FieldFrame {
  /** null: empty (not given). */
  value: number | null;
  onChange: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** 1 for whole numbers (the default); e.g. 0.05 for a strength. */
  step?: number;
}

/** A labelled number field; clearing it gives null ("not given"), arrows step the value. */
export function NumberInputField({
  label,
  description,
  error = null,
  value,
  onChange,
  step = 1,
  ...props
}: NumberInputFieldProps) {
  return (
    <NumberField
      {...props}
      step={step}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 4 }}
      isInvalid={error ? true : undefined}
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <Group className={styles.numberGroup}>
        <Input className={forms.input} />
      </Group>
      <FieldTexts description={description} error={error} />
    </NumberField>
  );
}

export interface ChoiceFieldProps extends FieldFrame {
  value: string | null;
  options: OptionView[];
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled select (a button that opens a list box; type-ahead and arrows work). */
export function ChoiceField({ error = null, description, ...props }: ChoiceFieldProps) {
  return (
    <div className={forms.field}>
      <SelectField {...props} />
      {description ? <p className={forms.description}>{description}</p> : null}
      {error ? (
        <span className={forms.errorText} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: string;
  isDisabled?: boolean;
}

/** One labelled checkbox, with an optional line that says what it means. */
export function CheckboxField({ children, description, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox {...props} className={forms.checkbox}>
      <span className={forms.box} aria-hidden="true">
        <CheckIcon />
      </span>
      <span className={forms.optionText}>
        <span>{children}</span>
        {description ? <span className={forms.description}>{description}</span> : null}
      </span>
    </Checkbox>
  );
}

export interface CheckboxGroupFieldProps extends FieldFrame {
  options: OptionView[];
  value: string[];
  /** The ticked ids after a change; the caller applies its own rules (e.g. an exclusive "None"). */
  onChange: (value: string[]) => void;
}

/** A labelled group of checkboxes (a fieldset for assistive technology). */
export function CheckboxGroupField({
  label,
  description,
  error = null,
  options,
  ...props
}: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup {...props} isInvalid={error ? true : undefined} className={forms.field}>
      <Label className={forms.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={forms.checkbox}>
            <span className={forms.box} aria-hidden="true">
              <CheckIcon />
            </span>
            <span className={forms.optionText}>
              <span>{option.label}</span>
              {option.description ? <span className={forms.description}>{option.description}</span> : null}
            </span>
          </Checkbox>
        ))}
      </div>
      <FieldTexts description={description} error={error} />
    </CheckboxGroup>
  );
}

export interface SegmentedChoiceProps extends FieldFrame {
  options: OptionView[];
  value: string;
  onChange: (value: string) => void;
}

/** A few mutually exclusive choices side by side (a radio group: arrows move between them). */
export function SegmentedChoice({
  label,
  description,
  error = null,
  options,
  ...props
}: SegmentedChoiceProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      isInvalid={error ? true : undefined}
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <div className={styles.segments}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldTexts description={description} error={error} />
    </RadioGroup>
  );
}
