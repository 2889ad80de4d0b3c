import { createHash } from 'node:crypto';

/**
 * A weak validator for an answer's bytes: weak because one answer travels as JSON, brotli or
 * gzip (the same representation, differently encoded), and a 304 for any of them is right.
 */
export function weakEtag(bytes: Buffer | string): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** One entity tag of a list, its `W/` left aside (the weak comparison ignores it). */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 13.1.2): `*`, or a comma-separated list of
 * tags compared weakly (`W/"a"` matches `"a"`). Anything unreadable matches nothing, so the
 * full answer is sent.
 */
export function ifNoneMatchMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  for (const match of value.matchAll(ENTITY_TAG)) if (match[1] === wanted) return true;
  return false;
}

function opaqueTag(etag: string): string {
  const start = etag.indexOf('"');
  return etag.slice(start + 1, etag.lastIndexOf('"'));
}

/** An HTTP date (`Last-Modified`) for an ISO time, or null when there is none or it is unreadable. */
export function httpDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(at).toUTCString();
}

/**
 * Whether a revalidation may be answered 304 (RFC 9110 13.2.2): `If-None-Match` names the ETag
 * or, only when the request has no `If-None-Match`, `If-Modified-Since` is no earlier than
 * `Last-Modified` (both to the second, as HTTP dates are).
 */
export function isNotModified(
  headers: { 'if-none-match'?: string | string[]; 'if-modified-since'?: string },
  etag: string,
  lastModified: string | null,
): boolean {
  if (headers['if-none-match'] !== undefined)
    return ifNoneMatchMatches(headers['if-none-match'], etag);
  const since = headers['if-modified-since'];
  if (!since || !lastModified) return false;
  const sinceAt = Date.parse(since);
  return !Number.isNaN(sinceAt) && Date.parse(lastModified) <= sinceAt;
}
