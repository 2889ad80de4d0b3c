import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  COMMENT_RATE_LIMIT,
  endpoints,
  FEED_PATH_PREFIXES,
  IMAGE_UPLOAD_MAX_BYTES,
  REACTION_RATE_LIMIT,
  SERVER_MESSAGES,
  UNIQUE_KEY_HEADER,
  VIDEO_PLAYER_HOSTNAMES,
} from '@byline/api-client/contract';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { createAuthenticator } from './auth/authenticate';
import { createFirebaseVerifier, type IdentityVerifier } from './auth/identity';
import type { ServerConfig } from './config';
import {
  ASSET_CACHE_CONTROL,
  COMPRESSION_THRESHOLD_BYTES,
  ERROR_CACHE_CONTROL,
  HTML_CACHE_CONTROL,
  JSON_BODY_MAX_BYTES,
  MEDIA_CACHE_CONTROL,
  MULTIPART_MAX_FIELD_BYTES,
  MULTIPART_MAX_FIELDS,
  PRIVATE_CACHE_CONTROL,
  RATE_LIMIT_WINDOW_MS,
  REGISTRATION_RATE_LIMIT,
} from './constants';
import type { Database } from './db/client';
import { seedBlockedDomains } from './fediverse/blocklistService';
import { createFediverse } from './fediverse/federation';
import { createFollowingService } from './fediverse/following/followingService';
import type { CachedAnswer } from './http/cached-answer';
import { BROTLI_OPTIONS, RESPONSE_ENCODINGS } from './http/compression';
import { carriesCredentials } from './http/credentials';
import { errorBody, HttpError, registerErrorHandling } from './http/errors';
import { sharedRateLimitStore } from './http/rate-limit-store';
import { ResponseCache } from './http/response-cache';
import { inlineScriptsOf, scriptHashSource, sendSecurityHeaders } from './http/security-headers';
import { isApiPath, requireUniqueKey } from './http/unique-key';
import type { JobQueue } from './jobs/queue';
import { createLimitStores, type LimitStoreKind } from './limits/limitService';
import { createMediaStorage, LocalMediaStorage, type MediaStorage } from './media/storage';
import { verifyCategoryTable } from './news/categories';
import { ViewCounter } from './news/views';
import { registerHealthRoutes } from './ops/health';
import { jobQueueGauges, registerMetrics, type ScrapedGauge } from './ops/metrics';
import { loadPageRenderer, type PageRenderer, RENDERER_ENTRY } from './pages/renderer';
import { servePage } from './pages/servePage';
import { registerAccountRoutes } from './routes/account';
import { registerAdminRoutes } from './routes/admin';
import { registerBodyImageRoutes } from './routes/body-images';
import { registerCommunityRoutes } from './routes/community';
import type { RateLimits } from './routes/dependencies';
import { registerDevMailRoutes } from './routes/dev-mail';
import { registerFediverseRoutes } from './routes/fediverse';
import { registerFediverseApiRoutes } from './routes/fediverseApi';
import { registerFediverseFollowingRoutes } from './routes/fediverseFollowing';
import { registerFeedRoutes } from './routes/feeds';
import { registerMediaRenditionRoutes } from './routes/media-renditions';
import { registerModerationRoutes } from './routes/moderation';
import { registerNewsRoutes } from './routes/news';
import { registerReviewRoutes } from './routes/review';
import { registerSettingsRoutes } from './routes/settings';
import { registerStatsRoutes } from './routes/stats';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerUserRoutes } from './routes/users';

export interface BuildServerOptions {
  config: ServerConfig;
  /** An open, migrated database; the caller owns it (and closes it). */
  db: Database;
  /** The job queue on that database (the caller owns it); workers may run elsewhere. */
  jobs: JobQueue;
  /** Defaults to the local directory `config.mediaDir`. */
  storage?: MediaStorage;
  /** Defaults to firebase-admin for `config.firebaseProjectId`. */
  identity?: IdentityVerifier;
  /**
   * The secret of the admin calls (revoke sessions). Without one they answer 404: `main` always
   * passes ADMIN_TOKEN or a random token it writes to the server file (src/admin/server-file.ts).
   */
  adminToken?: string;
  /**
   * Requests per minute and address (default: the config's), and comment posts per user and
   * COMMENT_RATE_LIMIT window (`comments`, default COMMENT_RATE_LIMIT.posts), and reaction changes
   * per user and REACTION_RATE_LIMIT window (`reactions`); tests change them.
   */
  rateLimits?: Partial<Record<keyof RateLimits | 'comments' | 'reactions' | 'reports', number>>;
  logger?: FastifyServerOptions['logger'];
  /** Renders pages; defaults to the renderer of the web build at `config.webDist`, if it has one. */
  pageRenderer?: PageRenderer;
  /** True once the process is leaving: /readyz answers 503 (main sets it on SIGTERM). */
  draining?: () => boolean;
  /** More figures for `/metrics` (the database pool's, the job queue's). */
  gauges?: readonly ScrapedGauge[];
  /**
   * Where the abuse limits count: `memory` (default; one process, as on PGlite) or `database`
   * (PostgreSQL shared by several processes: each limit holds across all of them).
   */
  limitStore?: LimitStoreKind;
}

/** A request id the load balancer may pass on (`x-request-id`); anything else gets a new one. */
const REQUEST_ID_HEADER = 'x-request-id';
const PASSED_REQUEST_ID = /^[\w.:-]{1,128}$/;

const ASSETS_PREFIX = '/assets/';
const SOURCE_MAP_PATH = /\.map$/i;
/** Files of the web build that only the server reads: its renderer and the client-only shell. */
const SERVER_ONLY_WEB_PATH = /^\/(?:\.ssr\/|index\.html$)/;
/** Paths of the calls that need a signed-in user: their answers are private. */
const PRIVATE_PATHS = new Set<string>(
  Object.values(endpoints)
    .filter((endpoint) => endpoint.auth === 'required')
    .map((endpoint) => endpoint.path),
);

/** A fresh, not yet listening Fastify instance serving the whole contract. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // Before anything is opened: a database whose categories differ from the contract's refuses.
  await verifyCategoryTable(db);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_MAX_BYTES,
    // `/api/News/newsList/` answers like `/api/News/newsList`.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a load balancer the client address (rate limits) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Every log line of a request names it; the balancer's id is kept when it sends a sane one,
    // so one request can be followed from the balancer's log to this process's.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request) => {
      const passed = request.headers[REQUEST_ID_HEADER];
      return typeof passed === 'string' && PASSED_REQUEST_ID.test(passed) ? passed : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const storage = options.storage ?? createMediaStorage(config);
  const identity =
    options.identity ??
    createFirebaseVerifier({
      projectId: config.firebaseProjectId,
      emulatorHost: config.firebaseAuthEmulatorHost,
    });
  if (!options.identity) app.addHook('onClose', () => identity.close());

  registerErrorHandling(app);
  app.decorate('authenticate', createAuthenticator({ db, identity, log: app.log }));

  // Nothing meant for one signed-in user may be kept by a browser or proxy cache: every answer
  // of an authenticated call, and any answer to a request that carried credentials. Which
  // routes are private is known when they are added, so a request pays only for its own route.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  app.addHook('onRoute', (route) => {
    if (!PRIVATE_PATHS.has(route.url)) return;
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      (_request, reply, payload, done) => {
        noStore(reply);
        done(null, payload);
      },
    ];
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesCredentials(request.headers)) noStore(reply);
    done(null, payload);
  });

  // An empty JSON body means "no fields" (most recent news may be posted without one).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, SERVER_MESSAGES.invalidJson), undefined);
    }
  });

  const webIndex = config.webDist ? path.join(config.webDist, 'index.html') : undefined;
  // Pages: the web app's routes, rendered here when its build has a server renderer (ADR 0013).
  // Each render reads the API in-process on behalf of its reader (servePage). Loaded before the
  // security headers: the policy allows its documents' inline scripts by hash.
  const pageRenderer =
    options.pageRenderer ??
    (config.webDist && fs.existsSync(path.join(config.webDist, RENDERER_ENTRY))
      ? await loadPageRenderer(config.webDist, {
          uniqueKey: config.uniqueKey,
          publicOrigin: config.publicOrigin,
          siteXHandle: config.siteXHandle,
          onError: (error) => app.log.error({ err: error }, 'page rendering failed'),
        })
      : undefined);

  sendSecurityHeaders(app, {
    hsts: config.production,
    // Media and the API are read from the web app's origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Federated sign-in opens a popup that reports back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Old browsers read X-Frame-Options; it says what the policy's frame-ancestors 'none' says.
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://apis.google.com',
          // The pages' inline script (the colour scheme's, set before the first paint): the
          // renderer names it, or a build without one has it in index.html.
          ...(pageRenderer ? (pageRenderer.inlineScripts ?? []) : inlineScriptsOf(webIndex)).map(
            scriptHashSource,
          ),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Article bodies show https and inline images only (the HTML policy upgrades http).
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: [
          "'self'",
          'https://*.googleapis.com',
          'https://*.firebaseapp.com',
          ...(config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : []),
        ],
        // Firebase's popup sign-in talks through a hidden frame on the auth domain (or emulator).
        frameSrc: [
          'https://*.firebaseapp.com',
          // The emulator serves Firebase Auth's helper iframe itself.
          ...(config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : []),
          // The HTML policy's video players (article bodies and the video link).
          ...VIDEO_PLAYER_HOSTNAMES.map((hostname) => `https://${hostname}`),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // The emulator and local builds are plain http; never rewrite them to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, {
    origin: config.webOrigin,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', UNIQUE_KEY_HEADER],
    maxAge: 600,
  });
  // API answers and pages travel compressed when the client accepts it; images are compressed
  // formats already, and the web build's assets come precompressed (see the static files below).
  await app.register(compress, {
    encodings: [...RESPONSE_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
  });
  const limits = createLimitStores(options.limitStore ?? 'memory', db, (error) =>
    app.log.error({ err: error }, 'forgetting ended rate-limit windows failed'),
  );
  app.addHook('onClose', async () => limits.close());
  await app.register(rateLimit, {
    global: false,
    // Shared counts: a database that does not answer lets the request through (and the error
    // is logged) rather than turning every request into a 500.
    ...(limits.windowCounter
      ? { store: sharedRateLimitStore(limits.windowCounter), skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      message: `${SERVER_MESSAGES.rateLimited} (retry in ${context.after})`,
    }),
  });
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_UPLOAD_MAX_BYTES,
      files: 1,
      fields: MULTIPART_MAX_FIELDS,
      fieldSize: MULTIPART_MAX_FIELD_BYTES,
      parts: MULTIPART_MAX_FIELDS + 1,
      headerPairs: 100,
    },
  });

  requireUniqueKey(app, config.uniqueKey);

  // One limiter per group: @fastify/rate-limit's route config counts each route apart, even
  // with a shared groupId, so the groups' routes share these hooks instead.
  // `nameSpace` reaches the store's child (a bucket per limiter); the limiter's type omits it.
  const limiter = (max: number, nameSpace: string) =>
    app.rateLimit({ max, timeWindow: RATE_LIMIT_WINDOW_MS, nameSpace } as RateLimitOptions);
  const rateLimits: RateLimits = {
    registration: limiter(
      options.rateLimits?.registration ?? REGISTRATION_RATE_LIMIT,
      'registration',
    ),
    writes: limiter(options.rateLimits?.writes ?? config.writeRateLimit, 'writes'),
    reads: limiter(options.rateLimits?.reads ?? config.readRateLimit, 'reads'),
  };
  const readCache = new ResponseCache<CachedAnswer>(config.readCacheMs);
  const views = new ViewCounter(db);
  const commentLimit = limits.keyed(
    'comments',
    options.rateLimits?.comments ?? COMMENT_RATE_LIMIT.posts,
    COMMENT_RATE_LIMIT.windowMs,
  );
  const reactionLimit = limits.keyed(
    'reactions',
    options.rateLimits?.reactions ?? REACTION_RATE_LIMIT.changes,
    REACTION_RATE_LIMIT.windowMs,
  );
  const dependencies = {
    app,
    db,
    jobs: options.jobs,
    storage,
    identity,
    rateLimits,
    readCache,
    views,
    commentLimit,
    limits,
    reactionLimit,
    publicOrigin: config.publicOrigin,
    statsAdminEmails: config.statsAdminEmails,
  };
  registerNewsRoutes(dependencies);
  registerStatsRoutes(dependencies);
  registerBodyImageRoutes(dependencies);
  registerUserRoutes(dependencies, config);
  registerAccountRoutes(dependencies);
  registerCommunityRoutes(dependencies);
  registerModerationRoutes(dependencies, options.rateLimits?.reports);
  registerReviewRoutes(dependencies);
  registerSettingsRoutes(dependencies);
  registerFediverseApiRoutes(dependencies);
  registerSubscriptionRoutes(dependencies, config);
  // Outside /api (no unique key), before the web app's page fallback below.
  registerFeedRoutes(dependencies, config);
  // The fediverse (docs/adr/0032): outside /api too, before the page fallback.
  await seedBlockedDomains(db, config.fediverseBlockedDomains);
  const federation = await createFediverse({ db, jobs: options.jobs, config });
  await registerFediverseRoutes(app, {
    db,
    federation,
    config,
    inboxRateLimit: limiter(config.fediverseInboxRateLimit, 'fediverse-inbox'),
  });
  // Readers following fediverse accounts (docs/adr/0033), under /api.
  registerFediverseFollowingRoutes(
    dependencies,
    createFollowingService({
      db,
      federation,
      publicOrigin: config.publicOrigin,
      plainHttpPeers:
        !config.production &&
        config.fediverseAllowPrivateAddress &&
        config.publicOrigin.startsWith('http:'),
    }),
  );
  registerAdminRoutes({ app, db, jobs: options.jobs, adminToken: options.adminToken });
  // Outside production only (config): the local stack's mail, as its readers would see it.
  registerDevMailRoutes(app, config.mail.devMailDir);
  registerHealthRoutes({
    app,
    db,
    ...(options.draining ? { draining: options.draining } : {}),
    renderer: pageRenderer ? 'loaded' : config.webDist ? 'missing' : 'not configured',
  });
  registerMetrics({
    app,
    adminToken: options.adminToken,
    readCache,
    gauges: [...(options.gauges ?? []), ...jobQueueGauges(() => options.jobs.counts())],
  });

  if (storage instanceof LocalMediaStorage) {
    fs.mkdirSync(storage.directory, { recursive: true });
    registerMediaRenditionRoutes({ app }, storage, config);
    await app.register(fastifyStatic, {
      root: storage.directory,
      prefix: `${config.mediaBasePath}/`,
      decorateReply: false,
      index: false,
      // Names are content hashes: a path never changes its bytes.
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE_CONTROL),
    });
  }

  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each text asset; send one when accepted.
      preCompressed: true,
      // Source maps are the readable source: never public (the build keeps them out of
      // WEB_DIST; this holds for an older or hand-made build too).
      // The server renderer (.ssr) and the shell (index.html) are the server's, not pages.
      allowedPath: (pathName) =>
        !SOURCE_MAP_PATH.test(pathName) && !SERVER_ONLY_WEB_PATH.test(pathName),
      // robots.txt, the sitemaps and feeds are the server's (src/routes/feeds.ts), whatever the
      // build holds: a route of its own for such a file would clash with theirs.
      globIgnore: FEED_PATH_PREFIXES.map(
        (prefix) => `${prefix.slice(1)}${prefix.endsWith('/') ? '**' : ''}`,
      ),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashedAsset = filePath.startsWith(
          path.join(config.webDist ?? '', 'assets') + path.sep,
        );
        reply.header('cache-control', hashedAsset ? ASSET_CACHE_CONTROL : HTML_CACHE_CONTROL);
      },
    });
  }

  /** Whether `request` asks for one of the web app's pages (not the API, media or a build file). */
  const isPageRequest = (request: FastifyRequest) => {
    const route = request.url.split('?')[0] ?? '';
    return (
      // HEAD too: load balancers and uptime checks probe pages with it.
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !route.startsWith(`${config.mediaBasePath}/`) &&
      // A missing file of the build is a 404, not the app's page.
      !route.startsWith(ASSETS_PREFIX) &&
      // So is a feed or sitemap that does not exist.
      !FEED_PATH_PREFIXES.some((prefix) => prefix.endsWith('/') && route.startsWith(prefix)) &&
      !SOURCE_MAP_PATH.test(route)
    );
  };

  if (pageRenderer) {
    // A route of its own (not the not-found handler) so that pages get the routes' hooks:
    // compression above all (a home page is about 150 KB of HTML and page data, 20 compressed).
    app.get('/*', (request, reply) =>
      isPageRequest(request) ? servePage(pageRenderer, request, reply) : reply.callNotFound(),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const route = request.url.split('?')[0] ?? '';
    if (!pageRenderer && webIndex && isPageRequest(request) && fs.existsSync(webIndex)) {
      // SPA fallback for a build without a server renderer: the web app's router owns every
      // other path.
      reply.header('cache-control', HTML_CACHE_CONTROL).type('text/html');
      return reply.send(fs.createReadStream(webIndex));
    }
    return reply
      .status(404)
      .header('cache-control', ERROR_CACHE_CONTROL)
      .send(errorBody(404, `${SERVER_MESSAGES.notFound}: ${request.method} ${route}`));
  });

  return app;
}
