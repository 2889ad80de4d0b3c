import { useEffect, useMemo, useRef } from 'react';

export interface SaveTimer {
  /** Calls `onDue` after `ms`, in place of any call still pending. */
  schedule: (ms: number) => void;
  cancel: () => void;
}

/** The autosave's pause: one pending call of `onDue` at a time, dropped when the page unmounts. */
export function useSaveTimer(onDue: () => void): SaveTimer {
  const due = useRef(onDue);
  due.current = onDue;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(ms: number) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => due.current(), ms);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [],
  );
}
