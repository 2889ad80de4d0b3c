/**
 * Back and Forward, held back before the router sees them (leaving unsaved writing asks
 * first: docs/product.md#autosave-and-the-copy-on-this-device). The router's own `popstate` listener re-renders at once, so a page's listener added
 * later would run after its page is gone; this one is installed before the router, and listeners
 * of one target run in the order they were added. A page that holds moves sets the handler
 * (`useLeaveGuard`); without one, every move goes through.
 */

/** Answers true when it holds the move back (the router must not see it). */
export type PopHandler = (event: PopStateEvent) => boolean;

let handler: PopHandler | null = null;
let installed = false;

/** Once, before the router starts. */
export function installPopGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (handler?.(event)) event.stopImmediatePropagation();
  });
}

/** The page's handler, or null when it leaves. */
export function setPopHandler(next: PopHandler | null): void {
  handler = next;
}
