import {
  containsNul,
  type EndpointName,
  type Endpoints,
  endpoints,
  MODERATION_MESSAGES,
  type Permission,
  SERVER_MESSAGES,
  SUCCESS_STATUS,
  SUSPENDED_MAY_CALL,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Authenticate, Caller } from '../auth/authenticate';
import { requireRole } from '../auth/roles';
import { readBearerToken } from '../auth/sessions';
import { COMPRESSION_THRESHOLD_BYTES } from '../constants';
import { CachedAnswer } from './cached-answer';
import { chooseEncoding, varyOnEncoding } from './compression';
import { carriesCredentials } from './credentials';
import { HttpError } from './errors';
import { ifNoneMatchMatches } from './etag';
import { readMultipart, type UploadedFile } from './multipart';
import type { ResponseCache } from './response-cache';

/** A hook answering 429 once an address has used its allowance (@fastify/rate-limit). */
export type RateLimiter = preHandlerAsyncHookHandler;

type RequestOf<Name extends EndpointName> = z.output<Endpoints[Name]['request']>;
type EnvelopeOf<Name extends EndpointName> = z.input<Endpoints[Name]['response']>;
type DataOf<Name extends EndpointName> = EnvelopeOf<Name>['data'];

export interface EndpointContext<Name extends EndpointName> {
  input: RequestOf<Name>;
  /** The caller's user id when known (bearer token on `required` and `optional` endpoints). */
  userId: number | null;
  /** The caller's user id; on `required` endpoints it is always there (401 otherwise). */
  requireUser(): number;
  /** The caller and the session of their token; like requireUser, 401 when unknown. */
  requireCaller(): Caller;
  /**
   * The caller's user id when their role allows `permission` (src/auth/roles.ts); 401 when
   * unknown, 403 with the permission's message when their role does not allow it.
   */
  requireRole(permission: Permission): number;
  /** The uploaded file on multipart endpoints, when one was sent. */
  file: UploadedFile | null;
  request: FastifyRequest;
}

export interface EndpointResult<Name extends EndpointName> {
  data: DataOf<Name>;
  message?: string;
  /** Extra envelope fields (next_cursor of a page). */
  extra?: Omit<EnvelopeOf<Name>, 'status' | 'message' | 'data'>;
  /** Extra response headers (a download's Content-Disposition). */
  headers?: Record<string, string>;
}

export interface EndpointOptions<Name extends EndpointName = EndpointName> {
  /**
   * Public reads: answers are shared through the response cache for a moment, tagged with what
   * they show (src/news/read-tags.ts). Writes drop the tags they change themselves, after commit.
   */
  cache?: {
    store: ResponseCache<CachedAnswer>;
    tags: (input: RequestOf<Name>) => readonly string[];
  };
  /**
   * Public GET reads: the Cache-Control of an answer to an anonymous request, sent with the
   * answer's ETag; a request whose If-None-Match names it gets a bodiless 304. A request with
   * credentials gets neither (src/server.ts makes its answer no-store).
   */
  cacheControl?: string;
  /**
   * The rate limit of this route's group (src/server.ts): one counter per client address shared
   * by every route given the same limiter.
   */
  rateLimit?: RateLimiter;
  /**
   * `required` calls: given a bearer token that is not (or no longer) live, before the 401; it
   * may refuse otherwise (a deleted account's token deleting again is told 410).
   */
  onStaleToken?: (token: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves bearer tokens (src/auth/authenticate.ts); decorated by buildServer. */
    authenticate: Authenticate;
  }
}

async function resolveCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  mode: 'none' | 'required' | 'optional',
  onStaleToken?: (token: string) => Promise<void>,
): Promise<Caller | null> {
  if (mode === 'none') return null;
  const token = readBearerToken(request.headers.authorization);
  const caller = token ? await app.authenticate(token) : null;
  // A stale token on an optional call reads as anonymous rather than failing a public read.
  if (caller === null && mode === 'required') {
    if (token && onStaleToken) await onStaleToken(token);
    throw new HttpError(401, SERVER_MESSAGES.unauthorized);
  }
  return caller;
}

async function readInput(
  request: FastifyRequest,
  name: EndpointName,
): Promise<{ raw: unknown; file: UploadedFile | null }> {
  const { body } = endpoints[name];
  switch (body) {
    case 'none':
      return { raw: {}, file: null };
    case 'query':
      return { raw: request.query ?? {}, file: null };
    case 'json':
      return { raw: request.body ?? {}, file: null };
    case 'multipart': {
      const fileField = UPLOAD_FIELDS[name as keyof typeof UPLOAD_FIELDS];
      const { fields, file } = await readMultipart(request, fileField);
      return { raw: fields, file };
    }
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const NOT_MODIFIED = 304;

/**
 * Sends a kept answer (of the read cache, or one made for this request), compressed as
 * @fastify/compress would (its negotiation, threshold and Vary), from the bytes kept with it;
 * with `cacheControl`, as a public read: Cache-Control and ETag, or 304 when the client has it.
 */
async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string | undefined,
) {
  reply.status(SUCCESS_STATUS).type(JSON_CONTENT_TYPE);
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD_BYTES ? chooseEncoding(request.headers) : null;
  // Before a 304 too: a cache revalidating one encoding must know the answer has others.
  if (encoding !== null) varyOnEncoding(reply);
  if (cacheControl !== undefined && !carriesCredentials(request.headers)) {
    reply.header('cache-control', cacheControl).header('etag', answer.etag);
    if (ifNoneMatchMatches(request.headers['if-none-match'], answer.etag)) {
      return reply.status(NOT_MODIFIED).send();
    }
  }
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

const suspendedMayCall = (name: EndpointName) =>
  (SUSPENDED_MAY_CALL as readonly EndpointName[]).includes(name);

/**
 * Registers one endpoint of the contract: method and path from the endpoint table, the caller
 * resolved per its auth mode, the input validated with its request schema (400 otherwise) and
 * the answer validated with its response schema before it leaves.
 */
export function registerEndpoint<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  options: EndpointOptions<Name>,
  handler: (context: EndpointContext<Name>) => Promise<EndpointResult<Name>>,
): void {
  const endpoint = endpoints[name];
  const { cache, cacheControl } = options;
  // A kept answer is shared by everyone who asks for the URL: it may depend on nothing else.
  if (cache && (endpoint.auth !== 'none' || endpoint.method !== 'GET')) {
    throw new Error(`${name}: only public GET reads can be cached`);
  }
  if (cacheControl !== undefined && (endpoint.auth === 'required' || endpoint.method !== 'GET')) {
    throw new Error(`${name}: only public GET reads can be shared with caches`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.rateLimit ? { onRequest: options.rateLimit } : {}),
    // Kept answers are compressed once, with the answer (sendCachedAnswer).
    ...(cache || cacheControl !== undefined ? { compress: false } : {}),
    handler: async (request, reply) => {
      // A hit: the same URL gave this answer, so its input was read and checked then.
      const hit = cache?.store.peek(request.url);
      if (hit) return sendCachedAnswer(request, reply, hit, cacheControl);
      const caller = await resolveCaller(app, request, endpoint.auth, options.onStaleToken);
      // A suspended account reads, and leaves, but writes nothing (docs/adr/0037).
      if (caller?.suspended && endpoint.method !== 'GET' && !suspendedMayCall(name)) {
        throw new HttpError(403, MODERATION_MESSAGES.suspended);
      }
      const { raw, file } = await readInput(request, name);
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
      if (containsNul(raw)) throw new HttpError(400, SERVER_MESSAGES.nulCharacter);
      const input = endpoint.request.parse(raw) as RequestOf<Name>;
      const requireCaller = () => {
        if (caller === null) throw new HttpError(401, SERVER_MESSAGES.unauthorized);
        return caller;
      };
      let headers: Record<string, string> | undefined;
      const respond = async (): Promise<string> => {
        const result = await handler({
          input,
          userId: caller?.userId ?? null,
          requireUser: () => requireCaller().userId,
          requireCaller,
          requireRole: (permission) => requireRole(requireCaller(), permission).userId,
          file,
          request,
        });
        headers = result.headers;
        const envelope = {
          status: SUCCESS_STATUS,
          message: result.message ?? SERVER_MESSAGES.ok,
          data: result.data,
          ...result.extra,
        };
        const checked = endpoint.response.safeParse(envelope);
        if (!checked.success) {
          // Our own answer breaks the contract: a server bug, reported as such.
          request.log.error({ issues: checked.error.issues, endpoint: name }, 'response invalid');
          throw new Error(`Response of ${name} does not match the contract`);
        }
        return JSON.stringify(checked.data);
      };
      if (cache) {
        const answer = await cache.store.get(
          request.url,
          cache.tags(input),
          async () => new CachedAnswer(await respond()),
        );
        return sendCachedAnswer(request, reply, answer, cacheControl);
      }
      if (cacheControl !== undefined) {
        return sendCachedAnswer(request, reply, new CachedAnswer(await respond()), cacheControl);
      }
      const body = await respond();
      if (headers) reply.headers(headers);
      return reply.status(SUCCESS_STATUS).type(JSON_CONTENT_TYPE).send(body);
    },
  });
}
