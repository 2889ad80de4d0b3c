import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CATEGORIES,
  type NewsletterPreferences,
  SERVER_MESSAGES,
  SUBSCRIBE_RATE_LIMIT,
  type UpdateNewsletterPreferencesRequest,
} from '@byline/api-client/contract';
import type { ServerConfig } from '../config';
import { OPERATOR_MESSAGES } from '../constants';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { JOB_QUEUES, type JobQueue } from '../jobs/queue';
import type { LimitStores } from '../limits/limitService';
import {
  confirmSubscription,
  endSubscription,
  findSubscription,
  findUserEmail,
  requestSubscription,
  suppressAddress,
  updatePreferences,
} from './subscriptionRepository';
import { checkNewsletterToken, type TokenPurpose } from './tokens';

/**
 * The newsletter's subscriptions (docs/product.md#the-newsletter, docs/adr/0017, 0029).
 * Subscribing answers the same for every valid address (new, on the list, unsubscribed before)
 * and emails a confirmation link; the address is on the list once that link's page is confirmed.
 * Every other change is by a signed link, and a forged or expired one changes nothing.
 */
export interface SubscriptionService {
  subscribe(email: string, clientAddress: string, userId: number | undefined): Promise<void>;
  confirm(token: string): Promise<void>;
  unsubscribe(token: string): Promise<void>;
  preferences(token: string): Promise<NewsletterPreferences>;
  updatePreferences(
    input: Omit<UpdateNewsletterPreferencesRequest, 'categories'> & { categories: number[] },
  ): Promise<NewsletterPreferences>;
  /** A mail provider's signed report of a bounce or complaint: that address gets no more mail. */
  report(rawBody: string, signature: string | undefined): Promise<number>;
}

const CATEGORY_IDS = new Set<number>(CATEGORIES.map((category) => category.id));

/** A provider's report: one event or a list, each naming the address and what happened. */
interface ReportEvent {
  type?: unknown;
  email?: unknown;
}

export function createSubscriptionService(deps: {
  db: Database;
  jobs: JobQueue;
  limits: LimitStores;
  mail: ServerConfig['mail'];
}): SubscriptionService {
  const { db, jobs, limits, mail } = deps;
  // Beside the writes' limit, tighter ones: per address (nobody floods one inbox with
  // confirmations) and per client address (nobody subscribes a list of addresses).
  const { perEmail, perClient, windowMs } = SUBSCRIBE_RATE_LIMIT;
  const perEmailLimit = limits.keyed('subscribe-email', perEmail, windowMs);
  const perClientLimit = limits.keyed('subscribe-client', perClient, windowMs);

  /** The subscription a link names, or the refusal that says why it is no good. */
  const subscriptionOf = async (token: string, purpose: TokenPurpose) => {
    const checked = checkNewsletterToken(mail.newsletterSecret, token, purpose);
    if (checked === 'expired')
      refuse({ status: 400, message: SERVER_MESSAGES.newsletterLinkExpired });
    if (checked === 'invalid')
      refuse({ status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid });
    const found = await findSubscription(db, checked.subscriptionId);
    if (!found) refuse({ status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid });
    return found;
  };

  const preferencesOf = (row: NonNullable<Awaited<ReturnType<typeof findSubscription>>>) => ({
    mode: row.mode === 'digest' ? ('digest' as const) : ('each' as const),
    categories: row.categoryIds,
    follow_authors: row.followAuthors && row.userId !== null,
    can_follow_authors: row.userId !== null,
  });

  return {
    async subscribe(email, clientAddress, userId) {
      if (!(await perClientLimit.take(clientAddress)) || !(await perEmailLimit.take(email))) {
        refuse({ status: 429, message: SERVER_MESSAGES.subscribeRateLimited });
      }
      // A reader signed in with this very address may choose the authors they follow.
      const owner = userId === undefined ? null : await findUserEmail(db, userId);
      const linkedUser = owner?.toLowerCase() === email ? (userId ?? null) : null;
      await retryingTransaction(db, async (tx) => {
        const state = await requestSubscription(tx, email, linkedUser);
        // On the list already, or refused by the mail server for good: nothing to send.
        if (state.active || state.suppressed) return;
        await jobs.send(tx, JOB_QUEUES.mail, { kind: 'confirm', subscriptionId: state.id });
      });
    },
    async confirm(token) {
      const found = await subscriptionOf(token, 'c');
      await confirmSubscription(db, found.id);
    },
    async unsubscribe(token) {
      const found = await subscriptionOf(token, 'm');
      await endSubscription(db, found.id);
    },
    async preferences(token) {
      return preferencesOf(await subscriptionOf(token, 'm'));
    },
    async updatePreferences(input) {
      const found = await subscriptionOf(input.token, 'm');
      const categoryIds = [...new Set(input.categories)].sort((a, b) => a - b);
      if (categoryIds.some((id) => !CATEGORY_IDS.has(id))) {
        refuse({ status: 400, message: SERVER_MESSAGES.unknownCategory });
      }
      const stored = {
        mode: input.mode,
        categoryIds,
        followAuthors: input.follow_authors && found.userId !== null,
      };
      await updatePreferences(db, found.id, stored);
      return preferencesOf({ ...found, ...stored });
    },
    async report(rawBody, signature) {
      const secret = mail.webhookSecret;
      const expected = secret
        ? `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
        : null;
      const given = Buffer.from(signature ?? '');
      if (
        !expected ||
        given.length !== expected.length ||
        !timingSafeEqual(given, Buffer.from(expected))
      ) {
        refuse({ status: 401, message: OPERATOR_MESSAGES.webhookSignature });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        refuse({ status: 400, message: SERVER_MESSAGES.invalidJson });
      }
      const events = (Array.isArray(parsed) ? parsed : [parsed]) as ReportEvent[];
      let suppressed = 0;
      for (const event of events) {
        if (event?.type !== 'bounce' && event?.type !== 'complaint') continue;
        if (typeof event.email !== 'string') continue;
        if (await suppressAddress(db, event.email.trim().toLowerCase(), event.type))
          suppressed += 1;
      }
      return suppressed;
    },
  };
}
