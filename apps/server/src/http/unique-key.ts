import { timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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
 * Every API call carries the fixed client key (docs/product.md#calls). A route under /api checks it in
 * its own first hook (whether a route is an API call is decided once, when it is added, whatever
 * spelling of the path later reaches it); a request no route matched, when its normalised path
 * is under /api.
 */
export function requireUniqueKey(app: FastifyInstance, key: string): void {
  const keyMatches = createKeyCheck(key);
  const check: onRequestHookHandler = (request, _reply, done) => {
    if (request.method === 'OPTIONS' || keyMatches(request.headers[UNIQUE_KEY_HEADER])) done();
    else done(new HttpError(401, SERVER_MESSAGES.uniqueKey));
  };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX))
      route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404 && isApiPath(request.url)) check.call(app, request, reply, done);
    else done();
  });
}
