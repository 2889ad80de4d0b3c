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
