import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { type Fediverse, profilePathOfHandle } from '../fediverse/federation';
import { refuseRemovedArticle } from '../news/articleService';

/** An article object's path: a removed article answers 410 there, as its page does. */
const ARTICLE_OBJECT_PATH = /^\/ap\/articles\/([1-9][0-9]{0,9})$/;

/** The largest activity an inbox takes (a Mastodon post with its context is a few KB). */
const INBOX_BODY_LIMIT = 256 * 1024;

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
  { db, federation, config }: { db: Database; federation: Fediverse; config: ServerConfig },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    for (const url of FEDERATION_ROUTES) {
      scope.route({
        method: ['GET', 'HEAD', 'POST'],
        url,
        handler: async (request, reply) => {
          const response = await federation.fetch(toWebRequest(request, config.publicOrigin), {
            contextData: null,
          });
          const article = ARTICLE_OBJECT_PATH.exec(request.url.split('?')[0] ?? '');
          if (response.status === 404 && article?.[1]) {
            await refuseRemovedArticle(db, Number(article[1]));
          }
          return answer(reply, response);
        },
      });
    }
  });
  app.get<{ Params: { handle: string } }>('/@:handle', async (request, reply) => {
    const path = await profilePathOfHandle(db, request.params.handle);
    if (path === null) return reply.code(404).send({ status: 404, message: 'Not found' });
    return reply.redirect(path, 301);
  });
}
