import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

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
 * The history entry a position belongs to. The router gives the first entry of every document
 * the same key, `default` (it has no history state yet): its URL tells those entries apart.
 */
function scrollEntryKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
}

/**
 * How this document was opened: a page opened fresh (a link from elsewhere, the address bar)
 * starts at its top even when the tab saw its URL before; a reload or Back/Forward into the
 * document may return to the saved place.
 */
function openedFresh(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

if (openedFresh()) {
  // The entry on screen is a new one: whatever was saved for its key was another page's place.
  delete positions[
    scrollEntryKey({
      key: (window.history.state as { key?: string } | null)?.key ?? 'default',
      pathname: window.location.pathname,
      search: window.location.search,
    })
  ];
}

/**
 * What React Router's <ScrollRestoration> does for a data router, for the declarative one:
 * a new page opens at its top (or at its #hash), and Back / Forward return to where the reader
 * was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = scrollEntryKey(location);
  // The entry on screen, which scroll events are credited to. The layout effect below switches it
  // before it scrolls, so the scroll event of its own scrollTo (dispatched at the next frame)
  // counts for the new entry. A passive effect switches too late: React runs passive effects
  // after paint for a navigation (a transition), so the entry just left
  // was remembered at the new page's top (0) and Back lost the reader's place.
  const currentKey = useRef(entryKey);

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
    currentKey.current = entryKey;
    const saved = positions[entryKey];
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
  }, [entryKey, location.hash, navigationType]);

  return null;
}
