import { createHash } from 'node:crypto';
import type { PageData } from './pageData';

/** The fields of the API's entities that say when something was written or last changed. */
const TIME_FIELDS = new Set(['updated_at', 'pub_date', 'date', 'created_at']);

/**
 * When the newest thing a page shows was written or last changed (an ISO time), or null for a
 * page that shows no dated thing: the page's `Last-Modified`.
 */
export function newestTime(snapshot: PageData['snapshot']): string | null {
  let newest: { at: number; text: string } | null = null;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if (TIME_FIELDS.has(key) && typeof field === 'string') {
        const at = Date.parse(field);
        if (!Number.isNaN(at) && (newest === null || at > newest.at)) newest = { at, text: field };
      } else {
        visit(field);
      }
    }
  };
  visit(snapshot);
  return (newest as { at: number; text: string } | null)?.text ?? null;
}

/**
 * What a page's HTML is made of but the moment it was rendered: its address, status, data and
 * the build's files. Two renders with the same version are the same page (their relative times
 * may read differently; the browser recounts them from the page's render time), so a
 * revalidation gets a 304 until something on the page changes.
 */
export function pageVersion(
  url: string,
  status: number,
  data: Omit<PageData, 'renderedAt'>,
): string {
  // The reads finish in any order: their keys are sorted so that the order does not count.
  const reads = Object.keys(data.snapshot)
    .sort()
    .map((key) => [key, data.snapshot[key]]);
  return createHash('sha1')
    .update(JSON.stringify([url, status, data.publicOrigin, data.siteXHandle, data.assets, reads]))
    .digest('base64url');
}
