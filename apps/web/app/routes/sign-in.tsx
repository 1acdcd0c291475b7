import { useMutation } from '@tanstack/react-query';
import { Link, type MetaFunction } from 'react-router';
import { AccountForm } from '../account/AccountForm';
import { withReturnUrl } from '../account/return-url';
import { useReturnUrl } from '../account/use-return-url';
import { useTRPC } from '../api/trpc';

export const meta: MetaFunction = () => [{ title: 'Sign in | Atelier' }];

export default function SignIn() {
  const trpc = useTRPC();
  const returnUrl = useReturnUrl();
  // A full load afterwards: every server-rendered answer depends on who is signed in.
  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({ onSuccess: () => window.location.assign(returnUrl) }),
  );
  return (
    <AccountForm
      title="Sign in"
      submitLabel="Sign in"
      passwordAutoComplete="current-password"
      onSubmit={(credentials) => signIn.mutate(credentials)}
      isPending={signIn.isPending || signIn.isSuccess}
      error={signIn.error}
      footer={
        <>
          New here? <Link to={withReturnUrl('/signup', returnUrl)}>Create an account</Link>
        </>
      }
    />
  );
}
