import { useHref } from 'react-router';

/** `https:`, `mailto:` and any other scheme, or `//host`: an address outside the router's paths. */
export const isOutsideAddress = (href: string): boolean =>
  /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * The href react-aria's links render. React Router's `useHref` resolves every href as a route path, so a creator's
 * website (`https://example.com/me`) became `/user/me/https:/example.com/me` (issue 19): addresses with a scheme
 * stay as given, everything else is resolved by the router.
 */
export function useLinkHref(href: string): string {
  const routed = useHref(href);
  return isOutsideAddress(href) ? href : routed;
}
