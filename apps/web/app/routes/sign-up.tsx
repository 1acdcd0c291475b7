import { useMutation } from '@tanstack/react-query';
import { Link, type MetaFunction } from 'react-router';
import { NEW_PASSWORD_HINT } from '../account/AccountField';
import { AccountForm } from '../account/AccountForm';
import { withReturnUrl } from '../account/return-url';
import { useReturnUrl } from '../account/use-return-url';
import { useTRPC } from '../api/trpc';

export const meta: MetaFunction = () => [{ title: 'Sign up | Atelier' }];

/** The server's rules (packages/adapters/src/auth/credentials-rules.ts) in words, before anyone breaks them. */
const HINTS = {
  username: '3 to 32 characters: letters, digits, _ and -.',
  password: NEW_PASSWORD_HINT,
};

export default function SignUp() {
  const trpc = useTRPC();
  const returnUrl = useReturnUrl();
  // A full load afterwards: every server-rendered answer depends on who is signed in.
  const signUp = useMutation(
    trpc.auth.signUp.mutationOptions({ onSuccess: () => window.location.assign(returnUrl) }),
  );
  return (
    <AccountForm
      title="Create an account"
      submitLabel="Sign up"
      passwordAutoComplete="new-password"
      hints={HINTS}
      onSubmit={(credentials) => signUp.mutate(credentials)}
      isPending={signUp.isPending || signUp.isSuccess}
      error={signUp.error}
      footer={
        <>
          Already have an account? <Link to={withReturnUrl('/login', returnUrl)}>Sign in</Link>
        </>
      }
    />
  );
}
