import { Button, Notice } from '@atelier/react-kit';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../api/failure';
import { AccountField } from './AccountField';
import * as styles from './account.css';
import { type AccountFieldName, fieldErrorsOf } from './field-errors';

export type Credentials = { username: string; password: string };

type AccountFormProps = {
  title: string;
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** The rules in words, for sign-up. */
  hints?: Partial<Record<AccountFieldName, string>>;
  onSubmit: (credentials: Credentials) => void;
  isPending: boolean;
  /** The last call's failure: shown on its field when it is about one, above the form otherwise. */
  error: unknown;
  /** The link to the other account page. */
  footer: ReactNode;
};

/** The sign-in and sign-up form: username and password, the server's refusal, a pending submit button. */
export function AccountForm(props: AccountFormProps) {
  const { title, submitLabel, passwordAutoComplete, hints, onSubmit, isPending, error, footer } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const failure = error ? failureOf(error) : null;
  const fieldErrors = failure ? fieldErrorsOf(failure) : {};
  const firstInvalid = (Object.keys(fieldErrors) as AccountFieldName[])[0];
  const [edited, setEdited] = useEditedSince(error);
  // An edited field drops its error at once: a stale one would make the browser refuse the next submit.
  const shownError = (name: AccountFieldName) => (edited.has(name) ? undefined : fieldErrors[name]);

  // A refused field takes the focus, so its error is read out with its label.
  useEffect(() => {
    if (!firstInvalid) return;
    const input = formRef.current?.elements.namedItem(firstInvalid);
    if (input instanceof HTMLInputElement) input.focus();
  }, [firstInvalid]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {failure && !firstInvalid ? <Notice tone="critical" role="alert" title={failure.message} /> : null}
      {/* POST, so a submit before the page is interactive never puts the password in the address. */}
      <Form ref={formRef} method="post" onSubmit={submit} className={styles.form}>
        <AccountField
          name="username"
          label="Username"
          autoComplete="username"
          hint={hints?.username}
          error={shownError('username')}
          onChange={() => setEdited('username')}
        />
        <AccountField
          name="password"
          label="Password"
          type="password"
          autoComplete={passwordAutoComplete}
          hint={hints?.password}
          error={shownError('password')}
          onChange={() => setEdited('password')}
        />
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
      </Form>
      <p className={styles.footer}>{footer}</p>
    </div>
  );
}

/** The fields edited since the server answered with `error` (a new answer starts afresh). */
function useEditedSince(error: unknown): [ReadonlySet<string>, (name: AccountFieldName) => void] {
  const [state, setState] = useState({ error, edited: new Set<string>() });
  const edited = state.error === error ? state.edited : new Set<string>();
  const markEdited = (name: AccountFieldName) => {
    if (!edited.has(name)) setState({ error, edited: new Set([...edited, name]) });
  };
  return [edited, markEdited];
}
