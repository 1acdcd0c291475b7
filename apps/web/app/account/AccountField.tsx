import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import * as styles from './account.css';

type AccountFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: 'username' | 'current-password' | 'new-password';
  /** The rule in words, shown under the field and read with it. */
  hint?: string;
  /** The server's refusal of this field's value. */
  error: string | undefined;
  /** The value, when the caller keeps it (a form read on submit leaves it out). */
  value?: string;
  onChange: (value: string) => void;
};

/** The password rules in words (packages/adapters/src/auth/credentials-rules.ts), before anyone breaks them. */
export const NEW_PASSWORD_HINT =
  'At least 8 characters and hard to guess: a few unusual words, not your username.';

/**
 * A labelled, required text field. Its error (the browser's "required", or the server's message for this field)
 * is tied to the input, so it is read out with it.
 */
export function AccountField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
  value,
  onChange,
}: AccountFieldProps) {
  return (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired
      value={value}
      isInvalid={error === undefined ? undefined : true}
      onChange={onChange}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} spellCheck={false} autoCapitalize="none" />
      {hint ? (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </TextField>
  );
}
