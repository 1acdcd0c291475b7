import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import * as styles from '../account/account.css';

type PasswordFieldProps = {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** The server's refusal of this field. */
  error: string | undefined;
};

/** A labelled, required password field whose refusal is read with it. */
export function PasswordField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  hint,
  error,
}: PasswordFieldProps) {
  return (
    <TextField
      name={name}
      type="password"
      autoComplete={autoComplete}
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={error === undefined ? undefined : true}
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

/** The password rules in words (packages/adapters/src/auth/credentials-rules.ts), before anyone breaks them. */
export const NEW_PASSWORD_HINT =
  'At least 8 characters and hard to guess: a few unusual words, not your username.';
