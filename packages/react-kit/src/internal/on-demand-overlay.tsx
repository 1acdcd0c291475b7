import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ButtonContext } from 'react-aria-components';
import { contents } from './on-demand-overlay.css';

/** What the full component gets on top of its own props: its overlay's open state, kept by the wrapper. */
export type OverlayControl = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * A trigger with a menu or popover whose code is not among the page's first modules (issue 15, P4: react-aria's
 * overlays, menus and focus scopes weigh about 27 KiB gzip, and a first visit shows them closed).
 *
 * - The server and the first client render show `Trigger`: the same button, made of first-load parts, hydrated and
 *   pressable at once.
 * - Once a trigger is on screen, the full component's code starts loading (after hydration, not before it). When it
 *   arrives, the full component takes the trigger's place with the same markup, so nothing moves. Later mounts use
 *   it straight away.
 * - A press before the code has come is kept: the full component then opens, with focus on its own trigger first, so
 *   that `Esc` returns focus there.
 */
export function onDemandOverlay<P extends object>(
  load: () => Promise<ComponentType<P & OverlayControl>>,
  Trigger: ComponentType<P>,
  popup: 'menu' | 'dialog',
): ComponentType<P> {
  let loaded: ComponentType<P & OverlayControl> | null = null;
  let loading: Promise<ComponentType<P & OverlayControl>> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function OnDemandOverlay(props: P) {
    const [Full, setFull] = useState(() => loaded);
    const [isOpen, setOpen] = useState(false);
    // Presses made before the code came.
    const [presses, setPresses] = useState(0);
    const wrapper = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);

    useEffect(() => {
      if (Full !== null) return;
      let live = true;
      start().then(
        (component) => {
          if (!live) return;
          hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
          setFull(() => component);
        },
        // The trigger stays as it is; a press tries again.
        () => {
          loading = null;
        },
      );
      return () => {
        live = false;
      };
    }, [Full]);

    // Runs once the full component has replaced the trigger, before the browser paints.
    useLayoutEffect(() => {
      if (Full === null) return;
      if (hadFocus.current || presses > 0) {
        wrapper.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
        hadFocus.current = false;
      }
      if (presses > 0) {
        setPresses(0);
        setOpen(true);
      }
    }, [Full, presses]);

    return (
      <span ref={wrapper} className={contents}>
        {Full === null ? (
          <ButtonContext.Provider
            value={{
              onPress: () => {
                setPresses((count) => count + 1);
                // Also retries a load that failed (setting state after an unmount does nothing).
                start().then(
                  (component) => setFull(() => component),
                  () => {
                    loading = null;
                  },
                );
              },
              'aria-haspopup': popup,
              'aria-expanded': false,
            }}
          >
            <Trigger {...props} />
          </ButtonContext.Provider>
        ) : (
          <Full {...props} isOpen={isOpen} onOpenChange={setOpen} />
        )}
      </span>
    );
  }
  return OnDemandOverlay;
}
