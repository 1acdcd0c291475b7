import { type ComponentType, lazy, Suspense } from 'react';

/** The code of every deferred section this page started loading (browser only). */
const loading: Promise<unknown>[] = [];

/**
 * A part of the page that need not be ready before the rest (a section below the first screen, the toasts' region)
 * and whose code is therefore not among the page's first modules (issue 15, P4): in the browser it starts loading
 * when the module that declares it runs, beside hydration instead of before it. The server renders it as usual,
 * so the HTML holds it; React keeps that markup until the code arrives, then hydrates it, and nothing shows a
 * fallback.
 *
 * A section still waiting for its code must not be updated: React would drop its markup and show the (empty)
 * fallback until the code came. The viewer overlay, the update every page may get right after hydration, waits for
 * `deferredSectionsLoaded()` first (shell/viewer-overlay.tsx).
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = typeof window === 'undefined' ? null : load();
  if (code !== null) loading.push(code.catch(() => undefined));
  // biome-ignore lint/suspicious/noExplicitAny: lazy() wants a component of any props; P is restored on return
  const Loaded = lazy(async () => ({ default: (await (code ?? load())) as ComponentType<any> }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per section at module level, like lazy() itself
  function DeferredSection(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return DeferredSection;
}

/** Resolves once the code of every deferred section started so far has arrived (or failed to). */
export const deferredSectionsLoaded = (): Promise<unknown> => Promise.all(loading);
