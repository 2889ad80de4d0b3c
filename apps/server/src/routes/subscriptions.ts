import { SERVER_MESSAGES, SUCCESS_MESSAGES, SUCCESS_STATUS } from '@byline/api-client/contract';
import type { ServerConfig } from '../config';
import { registerEndpoint } from '../http/endpoint';
import { refuse } from '../http/errors';
import { ONE_CLICK_PATH, readNewsletterReach } from '../newsletter/newsletterService';
import { createSubscriptionService } from '../newsletter/subscriptionService';
import type { RouteDependencies } from './dependencies';

/** Where a mail provider posts bounces and complaints, signed (`x-byline-signature: sha256=…`). */
export const MAIL_WEBHOOK_PATH = '/newsletter/webhook';
const SIGNATURE_HEADER = 'x-byline-signature';

/** The newsletter (docs/product.md#the-newsletter, docs/adr/0017, 0029). */
export function registerSubscriptionRoutes(
  { app, db, jobs, rateLimits, limits }: RouteDependencies,
  config: Pick<ServerConfig, 'mail'>,
): void {
  const write = { rateLimit: rateLimits.writes };
  const read = { rateLimit: rateLimits.reads };
  const subscriptions = createSubscriptionService({ db, jobs, limits, mail: config.mail });

  registerEndpoint(app, 'subscribe', write, async ({ input, request, userId }) => {
    await subscriptions.subscribe(input.email, request.ip, userId ?? undefined);
    return { data: null, message: SUCCESS_MESSAGES.subscribed };
  });

  registerEndpoint(app, 'confirmSubscription', write, async ({ input }) => {
    await subscriptions.confirm(input.token);
    return { data: null, message: SUCCESS_MESSAGES.subscriptionConfirmed };
  });

  registerEndpoint(app, 'unsubscribe', write, async ({ input }) => {
    await subscriptions.unsubscribe(input.token);
    return { data: null, message: SUCCESS_MESSAGES.unsubscribed };
  });

  registerEndpoint(app, 'newsletterPreferences', read, async ({ input }) => ({
    data: await subscriptions.preferences(input.token),
  }));

  registerEndpoint(app, 'updateNewsletterPreferences', write, async ({ input }) => ({
    data: await subscriptions.updatePreferences(input),
    message: SUCCESS_MESSAGES.newsletterPreferencesSaved,
  }));

  // The author's own article: how many subscribers it was sent to.
  registerEndpoint(app, 'newsletterReach', read, async ({ input, requireUser }) => ({
    data: await readNewsletterReach(db, requireUser(), input.news_id),
  }));

  // Outside /api (no client key): mail clients and mail providers call these. Bodies are kept
  // as text: the one-click form's `List-Unsubscribe=One-Click`, the webhook's signed bytes.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    // RFC 8058: one POST to the List-Unsubscribe address removes the address, no page to visit.
    scope.post(ONE_CLICK_PATH, { onRequest: rateLimits.writes }, async (request) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string')
        refuse({ status: 400, message: SERVER_MESSAGES.unsubscribeToken });
      await subscriptions.unsubscribe(token);
      return { status: SUCCESS_STATUS, message: SUCCESS_MESSAGES.unsubscribed, data: null };
    });

    scope.post(MAIL_WEBHOOK_PATH, async (request) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const suppressed = await subscriptions.report(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: { suppressed } };
    });
  });
}
