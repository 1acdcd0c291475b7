import { useSyncExternalStore } from 'react';

const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A moment in UTC, said so: what the server's HTML shows, since it knows neither the viewer's zone nor locale. */
export const formatUtc = (date: Date): string => `${utc.format(date)} UTC`;

/** A moment in the browser's locale and time zone. */
const formatLocal = (date: Date): string =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

const noSubscription = () => () => {};

/**
 * How to write moments for this viewer: in their locale and time zone once the page runs in their browser; in UTC
 * (labelled) in the server's HTML and the hydrating render, which must read the same.
 */
export function useLocalDateFormat(): (date: Date) => string {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? formatLocal : formatUtc;
}
