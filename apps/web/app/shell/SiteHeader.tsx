import { Button } from '@atelier/react-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import * as styles from './shell.css';
import { applyTheme, type ThemeName } from './theme';

const currentTheme = (): ThemeName =>
  typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

/** The bar on every page: home, the theme switch, and the viewer's account (or the ways to get one). */
export function SiteHeader() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions()).data ?? null;
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Atelier
      </Link>
      <span className={styles.spacer} />
      <nav aria-label="Account" className={styles.nav}>
        <ThemeSwitch />
        {me ? (
          <>
            <Link to={`/user/${encodeURIComponent(me.username)}`}>{me.username}</Link>
            <SignOutButton />
          </>
        ) : (
          <>
            <Link to="/login">Sign in</Link>
            <Link to="/signup">Sign up</Link>
          </>
        )}
      </nav>
    </header>
  );
}

function ThemeSwitch() {
  const [theme, setTheme] = useState<ThemeName | null>(null);
  const shown = theme ?? currentTheme();
  const next: ThemeName = shown === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="subtle"
      tone="neutral"
      size="sm"
      onPress={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {next === 'dark' ? 'Dark mode' : 'Light mode'}
    </Button>
  );
}

function SignOutButton() {
  const trpc = useTRPC();
  // A full load afterwards: every server-rendered answer depended on who was signed in.
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({ onSuccess: () => window.location.assign('/') }),
  );
  return (
    <Button
      variant="secondary"
      tone="neutral"
      size="sm"
      isLoading={signOut.isPending}
      onPress={() => signOut.mutate()}
    >
      Sign out
    </Button>
  );
}
