import { safeReturnPath } from '@atelier/domain';

/** Where to go after signing in or up: the `returnUrl` query parameter when it is a path on this site, else home. */
export const returnUrlFrom = (searchParams: URLSearchParams): string =>
  safeReturnPath(searchParams.get('returnUrl'));

/** A link to the other account page (sign in ↔ sign up) that keeps the way back. */
export const withReturnUrl = (path: string, returnUrl: string): string =>
  returnUrl === '/' ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
