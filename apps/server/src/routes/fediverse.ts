import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { FEDIVERSE_INBOX_BODY_LIMIT, FEDIVERSE_MESSAGES } from '../constants';
import type { Database } from '../db/client';
import { anyHostBlocked } from '../fediverse/blocklistService';
import { type Fediverse, profilePathOfHandle } from '../fediverse/federation';
import type { RateLimiter } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { refuseRemovedArticle } from '../news/articleService';

/** An article object's path: a removed article answers 410 there, as its page does. */
const ARTICLE_OBJECT_PATH = /^\/ap\/articles\/([1-9][0-9]{0,9})$/;

/** The inboxes: the only paths that take POSTs (activities). */
const INBOX_ROUTES = ['/ap/inbox', '/ap/users/:identifier/inbox'] as const;

/** The federation's paths (docs/adr/0032); everything else stays the site's. */
const FEDERATION_ROUTES = [
  '/.well-known/webfinger',
  '/.well-known/nodeinfo',
  '/nodeinfo/2.1',
  '/ap/*',
] as const;

/** The Fastify request as a web Request on the public origin (Fedify answers those). */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = request.body;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    ...(Buffer.isBuffer(body) && request.method !== 'GET' && request.method !== 'HEAD'
      ? { body: new Uint8Array(body) }
      : {}),
  });
}

/**
 * Who an inbox post says it comes from: the signature's key (draft-cavage `keyId`, RFC 9421
 * `keyid`) and the activity's actor. Fedify checks later that they match and are genuine.
 */
function senderUrls(request: FastifyRequest): string[] {
  const urls: string[] = [];
  for (const header of ['signature', 'signature-input']) {
    const value = request.headers[header];
    const keyId = typeof value === 'string' ? /keyid="([^"]+)"/i.exec(value)?.[1] : undefined;
    if (keyId) urls.push(keyId);
  }
  if (Buffer.isBuffer(request.body)) {
    try {
      const activity: unknown = JSON.parse(request.body.toString('utf8'));
      const actor =
        activity && typeof activity === 'object' && 'actor' in activity ? activity.actor : null;
      const id =
        typeof actor === 'string'
          ? actor
          : actor && typeof actor === 'object' && 'id' in actor
            ? actor.id
            : null;
      if (typeof id === 'string') urls.push(id);
    } catch {
      // Not JSON: Fedify refuses it.
    }
  }
  return urls;
}

async function answer(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * WebFinger, NodeInfo, the actors, their collections and inboxes, answered by Fedify
 * (`federation.fetch`); and `/@handle`, a handle's profile page (an old handle's too). Outside
 * /api: remote servers know no unique key. Bodies are kept as the bytes that came (signatures
 * cover them).
 */
export async function registerFediverseRoutes(
  app: FastifyInstance,
  {
    db,
    federation,
    config,
    inboxRateLimit,
  }: { db: Database; federation: Fediverse; config: ServerConfig; inboxRateLimit: RateLimiter },
): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await federation.fetch(toWebRequest(request, config.publicOrigin), {
      contextData: null,
    });
    const article = ARTICLE_OBJECT_PATH.exec(request.url.split('?')[0] ?? '');
    if (response.status === 404 && article?.[1]) {
      await refuseRemovedArticle(db, Number(article[1]));
    }
    return answer(reply, response);
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: FEDIVERSE_INBOX_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    for (const url of FEDERATION_ROUTES) {
      scope.route({ method: ['GET', 'HEAD'], url, handler });
    }
    for (const url of INBOX_ROUTES) {
      scope.route({
        method: 'POST',
        url,
        onRequest: inboxRateLimit,
        // A blocked domain's activity is refused before Fedify fetches its signer's key.
        preHandler: async (request) => {
          if (await anyHostBlocked(db, senderUrls(request))) {
            throw new HttpError(403, FEDIVERSE_MESSAGES.blockedDomain);
          }
        },
        handler,
      });
    }
  });
  app.get<{ Params: { handle: string } }>('/@:handle', async (request, reply) => {
    const path = await profilePathOfHandle(db, request.params.handle);
    if (path === null) return reply.code(404).send({ status: 404, message: 'Not found' });
    return reply.redirect(path, 301);
  });
}
