import { authErrors } from '@atelier/domain';
import { Button, Notice } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { AccountField } from '../account/AccountField';
import { AccountNav } from '../account-settings/AccountNav';
import * as page from '../account-settings/settings-page.css';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { deletionStatement } from './deletion-statement';

// UTC, so the server's HTML and the browser's first render read the same.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** /user/account/delete: what deleting the account does, stated in full, then the password to confirm it. */
export function DeleteAccountPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const terms = useQuery(trpc.auth.getDeletionTerms.queryOptions()).data;
  const [password, setPassword] = useState('');
  const remove = useMutation(
    trpc.auth.deleteAccount.mutationOptions({
      onSuccess: () => {
        setPassword('');
        // Signed out: the header follows at once.
        queryClient.setQueryData(trpc.auth.me.queryKey(), null);
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (failure.code !== authErrors.wrongPassword.code) toast.error(failure.message);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password });
  };

  if (remove.data) {
    return (
      <section className={page.page} aria-labelledby="deleted-title">
        <h1 id="deleted-title" className={page.title}>
          Your account is deleted
        </h1>
        <Notice
          tone="neutral"
          role="status"
          title="You are signed out."
          body={`The operator of this hub can restore it until ${day.format(remove.data.restorableUntil)}.`}
        />
        <p>
          <Link href="/">Go to the home page</Link>
        </p>
      </section>
    );
  }

  const failure = remove.error ? failureOf(remove.error) : null;
  const passwordError = failure?.code === authErrors.wrongPassword.code ? failure.message : undefined;
  return (
    <section className={page.page} aria-labelledby="delete-account-title">
      <AccountNav />
      <h1 id="delete-account-title" className={page.title}>
        Delete account
      </h1>
      <section className={page.section} aria-labelledby="what-happens-title">
        <h2 id="what-happens-title" className={page.sectionTitle}>
          What happens when you delete your account
        </h2>
        {terms ? (
          <ul>
            {deletionStatement(terms.retentionDays).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p role="status">Loading…</p>
        )}
      </section>
      <section className={page.section} aria-labelledby="confirm-delete-title">
        <h2 id="confirm-delete-title" className={page.sectionTitle}>
          Confirm with your password
        </h2>
        {/* POST, so a submit before the page is interactive never puts a password in the address. */}
        <Form method="post" className={page.fields} onSubmit={submit}>
          <AccountField
            type="password"
            name="password"
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              // A new try: the refusal of the last one no longer holds (and would block the form's submit).
              if (remove.isError) remove.reset();
            }}
            error={passwordError}
          />
          <div className={page.actions}>
            <Button
              type="submit"
              tone="critical"
              isLoading={remove.isPending}
              isDisabled={terms === undefined}
            >
              Delete my account
            </Button>
          </div>
        </Form>
      </section>
    </section>
  );
}
