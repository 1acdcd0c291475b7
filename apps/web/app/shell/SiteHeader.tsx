import { Button } from '@atelier/react-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import { HeaderBuzz } from '../buzz/HeaderBuzz';
import { HeaderChat } from '../chat/HeaderChat';
import { HeaderBell } from '../notifications/HeaderBell';
import { HeaderSearch } from '../search/HeaderSearch';
import * as styles from './shell.css';
import { applyTheme, THEME_CHANGED, type ThemeName } from './theme';

const documentTheme = (): ThemeName => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/**
 * The bar on every page: home, the model search, "Create" (a model), the moderator workspace for moderators, the
 * viewer's account (or the ways to get one), and the theme switch last, where it stays whoever is signed in.
 */
export function SiteHeader() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions()).data ?? null;
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Atelier
      </Link>
      <HeaderSearch />
      <nav aria-label="Account" className={styles.nav}>
        {me ? (
          <>
            <Link to="/models/create">Create</Link>
            {me.isModerator ? <Link to="/moderator">Moderator</Link> : null}
            <HeaderBell />
            <HeaderChat />
            <HeaderBuzz />
            <Link to={`/user/${encodeURIComponent(me.username)}`} className={styles.accountName}>
              {me.username}
            </Link>
            <Link to="/user/vault">Vault</Link>
            <Link to="/user/account">Settings</Link>
            <SignOutButton />
          </>
        ) : (
          <>
            <Link to="/login" className={styles.signedOutLink}>
              Sign in
            </Link>
            <Link to="/signup" className={styles.signedOutLink}>
              Sign up
            </Link>
          </>
        )}
        <ThemeSwitch />
      </nav>
    </header>
  );
}

/**
 * Flips between light and dark. The server may not know the theme (it follows the system until chosen), so the
 * label is read from the document after hydration.
 */
function ThemeSwitch() {
  const [theme, setTheme] = useState<ThemeName>('light');
  useEffect(() => {
    const follow = () => setTheme(documentTheme());
    follow();
    // The account page changes the theme too (shell/theme.ts tells every control).
    window.addEventListener(THEME_CHANGED, follow);
    return () => window.removeEventListener(THEME_CHANGED, follow);
  }, []);
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
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
