import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';
import { setPopHandler } from '../../../app/popGuard';

export interface LeaveGuard {
  /** A navigation is held back, waiting for the author's answer. */
  asking: boolean;
  /** Stay on the page: the held navigation is dropped. */
  stay: () => void;
  /** Go on with the held navigation. */
  leave: () => void;
}

/** The history entry's position, as React Router's history keeps it in `history.state`. */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds back leaving the page while `shouldAsk()` says something is not saved: links
 * and `navigate` (the router's navigator), Back and Forward (popstate, through the pop guard
 * that main.tsx installs before the router), and closing or reloading the tab (`beforeunload`,
 * where the browser asks in its own words).
 *
 * React Router's `useBlocker` does this only in a data router, and a data router adds 18 KB to
 * every reader's first load (docs/adr/0016); the app keeps `<BrowserRouter>` and this hook.
 */
export function useLeaveGuard(shouldAsk: () => boolean): LeaveGuard {
  const { navigator } = useContext(NavigationContext);
  const location = useLocation();
  const ask = useRef(shouldAsk);
  ask.current = shouldAsk;
  const held = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const index = useRef<number | null>(null);

  // Read again after each navigation inside the page (its key changes with every entry).
  const entryKey = location.key;
  useEffect(() => {
    if (entryKey) index.current = entryIndex(window.history.state);
  }, [entryKey]);

  // Links and navigate() go through the navigator's push and replace.
  useEffect(() => {
    const { push, replace } = navigator;
    const guard =
      (go: typeof push): typeof push =>
      (...args) => {
        if (!ask.current()) {
          go.apply(navigator, args);
          return;
        }
        held.current = () => go.apply(navigator, args);
        setAsking(true);
      };
    navigator.push = guard(push);
    navigator.replace = guard(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [navigator]);

  // Back and Forward: the pop guard (installed before the router) keeps a held move from the
  // router; the entry is put back until the author answers.
  useEffect(() => {
    let swallowNext = false;
    let released = false;
    const onPop = (event: PopStateEvent): boolean => {
      if (released) {
        // The held move the author confirmed: through once.
        released = false;
        return false;
      }
      if (swallowNext) {
        // The entry put back: nothing for the router to do.
        swallowNext = false;
        return true;
      }
      const from = index.current;
      const to = entryIndex(event.state);
      if (!ask.current() || from === null || to === null || from === to) return false;
      swallowNext = true;
      window.history.go(from - to);
      held.current = () => {
        released = true;
        window.history.go(to - from);
      };
      setAsking(true);
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!ask.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    setPopHandler(onPop);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      setPopHandler(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const stay = useCallback(() => {
    held.current = null;
    setAsking(false);
  }, []);
  const leave = useCallback(() => {
    const go = held.current;
    held.current = null;
    setAsking(false);
    // A held link calls the navigator's own push; a held Back or Forward is let through once.
    go?.();
  }, []);

  return { asking, stay, leave };
}
