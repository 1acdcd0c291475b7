import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTRPC } from '../api/trpc';

/** The signed-in account (from `auth.me`, prefetched by the root loader), or null for an anonymous visitor. */
export function useViewer() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions()).data ?? null;
}

/** Where "Sign in" leads from here: the sign-in page, coming back to this very address afterwards. */
export function useSignInHref() {
  const location = useLocation();
  return `/login?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
