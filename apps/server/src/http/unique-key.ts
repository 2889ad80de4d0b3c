import { timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const API_PREFIX = '/api/';

/**
 * Whether a request path is under /api as any reader of it might see it: percent-decoded (more
 * than once), slashes collapsed, dot segments resolved, any letter case. `/%61pi/...`,
 * `//api/...` and `/API/...` are all API paths, so a spelling the router or a proxy normalises
 * cannot skip the key.
 */
export function isApiPath(url: string): boolean {
  const query = url.indexOf('?');
  let path = query < 0 ? url : url.slice(0, query);
  if (path.startsWith(API_PREFIX)) return true;
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  // Collapsed first: the URL parser would read `//api` as a host name.
  const collapsed = path.replace(/[/\\]+/g, '/');
  let resolved: string;
  try {
    resolved = new URL(collapsed, 'http://localhost').pathname.toLowerCase();
  } catch {
    // What cannot be read cannot be shown to be outside /api.
    return true;
  }
  return resolved === '/api' || resolved.startsWith(API_PREFIX);
}

/**
 * Compares a header with the key in time that depends only on the key's length (no hash per
 * request): the header is copied into a buffer of the key's size, which is then compared whole.
 */
export function createKeyCheck(key: string): (sent: string | string[] | undefined) => boolean {
  const expected = Buffer.from(key);
  const received = Buffer.alloc(expected.length);
  return (sent) => {
    if (typeof sent !== 'string') return false;
    received.fill(0);
    received.write(sent);
    // Both run, so a wrong length costs the same as a wrong key.
    const same = timingSafeEqual(received, expected);
    return same && Buffer.byteLength(sent) === expected.length;
  };
}

/**
 * Every API call carries the fixed client key (spec section 7). A request the router matched
 * to a route is an API call when the route is one (whatever spelling reached it); any other
 * request when its normalised path is under /api.
 */
export function requireUniqueKey(app: FastifyInstance, key: string): void {
  const keyMatches = createKeyCheck(key);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const route = request.routeOptions.url;
    const isApiCall =
      route !== undefined && request.is404 !== true
        ? route.startsWith(API_PREFIX)
        : isApiPath(request.url);
    if (isApiCall && !keyMatches(request.headers[UNIQUE_KEY_HEADER])) {
      throw new HttpError(401, SERVER_MESSAGES.uniqueKey);
    }
  });
}
