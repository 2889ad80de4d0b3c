import { TOAST } from '@byline/ui';
import { useEffect, useState } from 'react';
import { loadNotifications, notificationsLoaded } from './toast';

/** Runs `callback` once the page has rendered and the browser has a moment. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(handle);
}

/**
 * The toast container (top right, closing after 5 seconds). It mounts when
 * @mantine/notifications has loaded: when the browser is idle after the first render, or
 * earlier if a toast asks for it (see toast.ts).
 */
export function ToastContainer() {
  const [loaded, setLoaded] = useState<Awaited<typeof notificationsLoaded> | null>(null);

  useEffect(() => {
    let live = true;
    void notificationsLoaded.then((module) => {
      if (live) setLoaded(module);
    });
    const cancelIdle = whenIdle(() => {
      loadNotifications().catch(() => undefined);
    });
    return () => {
      live = false;
      cancelIdle();
    };
  }, []);

  if (!loaded) return null;
  const { Notifications } = loaded;
  return <Notifications position={TOAST.position} autoClose={TOAST.autoCloseMs} />;
}
