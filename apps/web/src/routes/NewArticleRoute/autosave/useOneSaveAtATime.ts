import { useMemo, useRef } from 'react';

export interface OneSaveAtATime {
  /**
   * Runs `save` unless one is in flight; then it is remembered instead, and `next` runs once the
   * one in flight has ended (what changed meanwhile is saved next).
   */
  run: (save: () => Promise<void>, next: () => void) => Promise<void>;
  /** Whether a save is in flight. */
  busy: () => boolean;
  /** Waits for the save in flight and forgets the one remembered. */
  settle: () => Promise<void>;
}

/** Autosave's order: one save in flight at a time, so versions follow each other. */
export function useOneSaveAtATime(): OneSaveAtATime {
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  return useMemo(
    () => ({
      async run(save: () => Promise<void>, next: () => void) {
        if (inFlight.current) {
          again.current = true;
          return;
        }
        const running = save().finally(() => {
          inFlight.current = null;
        });
        inFlight.current = running;
        await running;
        if (again.current) {
          again.current = false;
          next();
        }
      },
      busy: () => inFlight.current !== null,
      async settle() {
        again.current = false;
        while (inFlight.current) await inFlight.current.catch(() => undefined);
      },
    }),
    [],
  );
}
