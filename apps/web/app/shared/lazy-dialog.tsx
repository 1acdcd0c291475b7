import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, so a page that only might open it does not ship it on a first
 * visit (issue 15, P4). Closed and never opened, it renders nothing; once opened it stays mounted, so closing it
 * runs its exit as before. A component rendered only while open (no `isOpen` prop) loads when it first renders.
 * While its code arrives nothing is shown: the button that opened it has already given its feedback.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // biome-ignore lint/suspicious/noExplicitAny: lazy() wants a component of any props; P is restored on return
  const Loaded = lazy(async () => ({ default: (await load()) as ComponentType<any> }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per dialog at module level, like lazy() itself
  function LazyDialog(props: P) {
    const isOpen = (props as { isOpen?: boolean }).isOpen ?? true;
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
