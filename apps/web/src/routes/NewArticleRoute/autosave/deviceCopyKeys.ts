/**
 * Where the editor keeps its unsaved copies in the browser, one key per author. Apart from
 * deviceCopy.ts so that signing out (in every page's first load) can clear them without the
 * editor's code.
 */
export const DEVICE_COPY_KEY_PREFIX = 'byline:unsaved-articles:';

/** Forgets every author's copies on this device (sign-out; stories start from none). */
export function clearDeviceCopies(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(DEVICE_COPY_KEY_PREFIX)) storage.removeItem(key);
}
