import { useEffect, useRef } from 'react';

export interface PageSignals {
  /** The page is hidden: another tab, the laptop's lid, the tab closing. */
  onHidden: () => void;
  /** The browser is back online. */
  onOnline: () => void;
}

/** The moments autosave saves without waiting for its pause. */
export function usePageSignals(signals: PageSignals): void {
  const current = useRef(signals);
  current.current = signals;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') current.current.onHidden();
    };
    const onOnline = () => current.current.onOnline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
