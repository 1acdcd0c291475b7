import { errors } from '@atelier/domain';
import { Button, Notice } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import { AccountField, NEW_PASSWORD_HINT } from '../account/AccountField';
import * as accountStyles from '../account/account.css';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { fieldErrorsOf } from './settings-errors';

/** The token in the address's fragment (`#token=…`), which only the browser sees. */
const tokenInFragment = (): string => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/**
 * /user/reset-password#token=…: the one-time link `atelier user reset-password` prints. Saving sets the password
 * and signs out every session of the account; then the person signs in with the new password.
 */
export function ResetPasswordPage() {
  const trpc = useTRPC();
  // The server never sees the fragment: read after hydration (null until then, the button waits for it).
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(tokenInFragment()), []);
  const [password, setPassword] = useState('');
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const failure = reset.error ? failureOf(reset.error) : null;
  const fieldErrors = failure ? fieldErrorsOf(failure, 'password') : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token) reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <section className={accountStyles.page}>
        <h1 className={accountStyles.heading}>Password set</h1>
        <Notice tone="positive" role="status" title={errors.passwordReset} />
        <p className={accountStyles.footer}>
          <Link to="/login">Sign in</Link> as {reset.data.username}.
        </p>
      </section>
    );
  }
  return (
    <section className={accountStyles.page}>
      <h1 className={accountStyles.heading}>Choose a new password</h1>
      {failure && !fieldErrors.password ? (
        <Notice tone="critical" role="alert" title={failure.message} />
      ) : null}
      {token === '' ? (
        <Notice tone="critical" role="alert" title={errors.resetLinkMissing} />
      ) : (
        <Form method="post" validationBehavior="aria" className={accountStyles.form} onSubmit={submit}>
          <AccountField
            type="password"
            name="password"
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            hint={NEW_PASSWORD_HINT}
            error={fieldErrors.password}
          />
          <Button type="submit" isLoading={reset.isPending} isDisabled={token === null}>
            Set password
          </Button>
        </Form>
      )}
    </section>
  );
}
