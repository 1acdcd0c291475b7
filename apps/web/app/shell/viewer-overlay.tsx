import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { deferredSectionsLoaded } from '../shared/deferred-section';
import { useViewer } from './use-viewer';

/**
 * Runs before the first paint of every page: when the signed-in marker is set (the server's session cookie has a
 * readable companion, session-cookie.ts), marks <html> `data-signed-in`, so a page served as the public one to a
 * signed-in viewer hides its "Sign in" links instead of flashing them before the viewer overlay arrives.
 */
export const signedInScript = (marker: string) =>
  `(function(){if(document.cookie.split('; ').indexOf(${JSON.stringify(`${marker}=1`)})>=0)document.documentElement.dataset.signedIn='';})();`;

type Phase = 'hydrated' | 'fetching' | 'fetched';

/**
 * The viewer overlay (issue 15, docs/page-cache.md). A signed-in viewer may be served the public page: the same
 * bytes a visitor who is not signed in gets, cached. After hydration, when the marker says someone is signed in
 * but the page was rendered for nobody, every query on the page is fetched again, now as the viewer: the tRPC
 * client sends them in one batch (and the calls that need sign-in, enabled once the viewer is known, in a second).
 * A stale marker (the session ended) is dropped, and `data-signed-in` goes whenever the page knows nobody is. `<html data-viewer="settled">` says the page shows its viewer's
 * state: at once for every page rendered for its viewer, after the overlay otherwise.
 */
export function ViewerOverlay({ marker }: { marker: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [phase, setPhase] = useState<Phase>('hydrated');

  useEffect(() => {
    const signedIn = document.cookie.split('; ').includes(`${marker}=1`);
    const renderedFor = queryClient.getQueryData(trpc.auth.me.queryKey());
    if (!signedIn || renderedFor) return setPhase('fetched');
    setPhase('fetching');
    // Not before the page's deferred sections can hydrate: updated while still waiting for their code, they
    // would lose their server markup (shared/deferred-section.tsx).
    deferredSectionsLoaded()
      .then(() => queryClient.invalidateQueries())
      .catch(() => undefined)
      .then(() => {
        if (!queryClient.getQueryData(trpc.auth.me.queryKey())) {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
          document.cookie = `${marker}=; Path=/; Max-Age=0; SameSite=Lax`;
        }
        setPhase('fetched');
      });
  }, [marker, queryClient, trpc]);

  // Nobody signed in once the page knows its viewer (the session ended, or the account was deleted without a new
  // page): the "Sign in" links and what else waited for a viewer show again.
  const me = useViewer();
  useEffect(() => {
    if (phase === 'fetched' && me === null) delete document.documentElement.dataset.signedIn;
  }, [phase, me]);

  // Settled once the overlay's calls, and those it enabled, have all come back. The calls a section makes as the
  // viewer start when it renders with them, a commit or two after the page's data came: settled only after two
  // frames with no call in flight (one that starts meanwhile cancels the wait, and it begins again when it ends).
  useEffect(() => {
    if (phase !== 'fetched' || fetching > 0) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (queryClient.isFetching() === 0) document.documentElement.dataset.viewer = 'settled';
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, fetching, queryClient]);
  return null;
}
