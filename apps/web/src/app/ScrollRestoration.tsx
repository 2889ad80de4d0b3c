import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'byline-scroll-positions';

/** Scroll positions by history entry, kept in sessionStorage so a reload can come back too. */
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/**
 * What React Router's <ScrollRestoration> does for a data router, for the declarative one:
 * a new page opens at its top (or at its #hash), and Back / Forward return to where the reader
 * was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen, which scroll events are credited to. The layout effect below switches it
  // before it scrolls, so the scroll event of its own scrollTo (dispatched at the next frame)
  // counts for the new entry. A passive effect switches too late: preact/compat runs passive
  // effects after paint, and React does for a navigation (a transition), so the entry just left
  // was remembered at the new page's top (0) and Back lost the reader's place.
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions still work within this page's life.
      }
    };
    // Remember the position of the entry on screen while the reader scrolls it.
    const remember = () => {
      positions[currentKey.current] = window.scrollY;
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
