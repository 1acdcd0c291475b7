/**
 * Where to go after signing in or up: the `returnUrl` query parameter when it is a path on this site, else home.
 * "//host" and "/\host" are refused: browsers read both as another site.
 */
export const returnUrlFrom = (searchParams: URLSearchParams): string => {
  const returnUrl = searchParams.get('returnUrl');
  return returnUrl?.startsWith('/') && !/^\/[/\\]/.test(returnUrl) ? returnUrl : '/';
};

/** A link to the other account page (sign in ↔ sign up) that keeps the way back. */
export const withReturnUrl = (path: string, returnUrl: string): string =>
  returnUrl === '/' ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
