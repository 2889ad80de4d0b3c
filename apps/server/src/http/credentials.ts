import type { IncomingHttpHeaders } from 'node:http';
import { ADMIN_TOKEN_HEADER } from '../constants';

/**
 * Whether a request carries credentials (a bearer token, the admin token): its answer may be
 * meant for that caller alone, so it is never shared (no-store, no ETag, no 304).
 */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || headers[ADMIN_TOKEN_HEADER] !== undefined;
}
