export {
  CheckboxField,
  type CheckboxFieldProps,
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  ChoiceField,
  type ChoiceFieldProps,
  NumberInputField,
  type NumberInputFieldProps,
  SegmentedChoice,
  type SegmentedChoiceProps,
  TextInputField,
  type TextInputFieldProps,
} from './FormFields';
