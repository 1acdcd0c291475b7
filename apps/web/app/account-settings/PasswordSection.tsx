import { errors } from '@atelier/domain';
import { Button } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { AccountField, NEW_PASSWORD_HINT } from '../account/AccountField';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { fieldErrorsOf } from './settings-errors';
import * as styles from './settings-page.css';

/** Changes the password: the current one proves who asks; this browser stays signed in, every other one is not. */
export function PasswordSection() {
  const trpc = useTRPC();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        toast.success(errors.passwordChanged);
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (Object.keys(fieldErrorsOf(failure)).length === 0) toast.error(failure.message);
      },
    }),
  );
  const fieldErrors = change.error ? fieldErrorsOf(failureOf(change.error)) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword, newPassword });
  };
  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        Password
      </h2>
      {/* POST, so a submit before the page is interactive never puts a password in the address. */}
      <Form method="post" validationBehavior="aria" className={styles.fields} onSubmit={submit}>
        <AccountField
          type="password"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={fieldErrors.currentPassword}
        />
        <AccountField
          type="password"
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          hint={NEW_PASSWORD_HINT}
          error={fieldErrors.newPassword}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={change.isPending}>
            Change password
          </Button>
        </div>
      </Form>
    </section>
  );
}
