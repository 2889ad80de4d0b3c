import {
  NEWSLETTER_CONFIRM_DAYS,
  type NewsletterReach,
  PAGE_PATHS,
  refuseAuthorOnlyRead,
  SITE_NAME,
  withSourceMarker,
} from '@byline/api-client/contract';
import {
  ConfirmSubscriptionEmail,
  confirmSubscriptionSubject,
  confirmSubscriptionText,
  DigestEmail,
  digestSubject,
  digestText,
  type EmailArticle,
  NewArticleEmail,
  newArticleSubject,
  newArticleText,
  renderEmailDocument,
} from '@byline/ui/emails';
import { createElement, type ReactElement } from 'react';
import type { ServerConfig } from '../config';
import type { Database, Executor, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { JOB_QUEUES, type JobQueue } from '../jobs/queue';
import { findArticleAuthor } from '../news/repository';
import {
  claimArticleBatch,
  claimDigestBatch,
  createArticleDeliveries,
  findEmailArticles,
  hasWaitingDeliveries,
  sentCount,
  settleDeliveries,
  settleDigest,
} from './deliveryRepository';
import { type Mailer, type MailMessage, RecipientRefused } from './mailer';
import { findSubscription, suppressSubscription } from './subscriptionRepository';
import { newsletterToken } from './tokens';

/**
 * Sending the newsletter (docs/adr/0029), from the job queue: an article that goes live makes
 * its deliveries (one row per subscriber, unique), then batches send them at the configured
 * rate. A delivery is claimed in a committed transaction before its SMTP call, so a retried or
 * re-run job never sends it twice; an SMTP server that is down puts the batch's rows back and the
 * job retries later (nothing lost); a recipient refused for good (5xx) gets no more mail.
 */
export interface NewsletterDependencies {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<ServerConfig, 'publicOrigin' | 'mediaBasePath' | 'mail'>;
}

/** The one-click unsubscribe address of RFC 8058 (a POST, outside /api: no client key). */
export const ONE_CLICK_PATH = '/newsletter/one-click';

/** In the transaction that announces an article: its newsletter follows as a job. */
export async function queueArticleNewsletter(
  tx: Transaction,
  jobs: JobQueue,
  articleId: number,
): Promise<void> {
  await jobs.send(tx, JOB_QUEUES.newsletterArticle, { articleId });
}

/**
 * How many subscribers the caller's article was sent to: its author's alone, as its revisions
 * (anyone else, and a missing article, get 404). Deliveries still waiting are not counted.
 */
export async function readNewsletterReach(
  db: Executor,
  userId: number,
  newsId: number,
): Promise<NewsletterReach> {
  refuse(refuseAuthorOnlyRead(await findArticleAuthor(db, newsId), userId));
  return { sent: await sentCount(db, newsId) };
}

/** The `newsletter-article` job: the article's deliveries, and the first batch's job. */
export async function prepareArticleNewsletter(
  deps: Pick<NewsletterDependencies, 'db' | 'jobs'>,
  articleId: number,
): Promise<void> {
  await retryingTransaction(deps.db, async (tx) => {
    await createArticleDeliveries(tx, articleId);
    await deps.jobs.send(tx, JOB_QUEUES.newsletterBatch, { articleId });
  });
}

const absolute = (deps: NewsletterDependencies, path: string) =>
  new URL(path, deps.config.publicOrigin).href;

/** The links every newsletter email carries, and its RFC 8058 headers. */
function subscriberLinks(deps: NewsletterDependencies, subscriptionId: number) {
  const token = newsletterToken(deps.config.mail.newsletterSecret, subscriptionId, 'm');
  const oneClick = absolute(deps, `${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`);
  return {
    siteUrl: absolute(deps, PAGE_PATHS.home),
    preferencesUrl: absolute(deps, PAGE_PATHS.newsletterPreferences(token)),
    unsubscribeUrl: absolute(deps, PAGE_PATHS.unsubscribe(token)),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A newsletter email to one subscriber: its own links, headers, HTML and text. */
function newsletterMessage(
  deps: NewsletterDependencies,
  claim: { email: string; subscriptionId: number },
  email: (links: Omit<ReturnType<typeof subscriberLinks>, 'headers'>) => {
    element: ReactElement;
    subject: string;
    text: string;
  },
): MailMessage {
  const { headers, ...links } = subscriberLinks(deps, claim.subscriptionId);
  const { element, subject, text } = email(links);
  return { to: claim.email, subject, html: renderEmailDocument(element, subject), text, headers };
}

type EmailArticleRow = Awaited<ReturnType<typeof findEmailArticles>>[number];

function toEmailArticle(deps: NewsletterDependencies, row: EmailArticleRow): EmailArticle {
  return {
    title: row.title,
    excerpt: row.description.trim() || row.subtitle.trim(),
    category: row.category,
    author: row.author,
    url: withSourceMarker(absolute(deps, PAGE_PATHS.article(row.id)), 'newsletter'),
    coverUrl: row.imagePath
      ? absolute(deps, `${deps.config.mediaBasePath}/${row.imagePath}`)
      : null,
    coverAlt: row.imageAlt,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SMTP conversations in flight at once per batch. */
const SEND_CONCURRENCY = 4;

/**
 * Sends claimed deliveries, a few at a time, no faster than the configured rate. A permanent
 * refusal marks the delivery failed and suppresses the address; any other failure stops the
 * batch: what was sent is marked sent, the rest goes back to waiting, and the job throws (it
 * retries with backoff).
 */
async function sendClaimed<Claim extends { id: number; subscriptionId: number }>(
  deps: NewsletterDependencies,
  claims: Claim[],
  message: (claim: Claim) => MailMessage,
  settle: (claims: Claim[], state: 'sent' | 'failed' | 'pending') => Promise<void>,
): Promise<void> {
  const gapMs = 1000 / deps.config.mail.ratePerSecond;
  const sent: Claim[] = [];
  const refused: Array<{ claim: Claim; reason: string }> = [];
  const unsent: Claim[] = [];
  let failure: unknown = null;
  let next = 0;
  let nextSlot = Date.now();
  const worker = async () => {
    while (failure === null && next < claims.length) {
      const claim = claims[next] as Claim;
      next += 1;
      const wait = nextSlot - Date.now();
      nextSlot = Math.max(nextSlot, Date.now()) + gapMs;
      if (wait > 0) await pause(wait);
      try {
        await deps.mailer.send(message(claim));
        sent.push(claim);
      } catch (error) {
        if (error instanceof RecipientRefused) refused.push({ claim, reason: error.message });
        else {
          failure ??= error;
          unsent.push(claim);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  unsent.push(...claims.slice(next));
  await settle(sent, 'sent');
  await settle(
    refused.map((entry) => entry.claim),
    'failed',
  );
  for (const { claim, reason } of refused) {
    await suppressSubscription(deps.db, claim.subscriptionId, `refused: ${reason}`);
  }
  await settle(unsent, 'pending');
  if (failure !== null) throw failure;
}

/** The `newsletter-batch` job for an article: one batch, then the next batch's job if any remain. */
export async function sendArticleBatch(
  deps: NewsletterDependencies,
  articleId: number,
): Promise<void> {
  const [row] = await findEmailArticles(deps.db, [articleId]);
  if (!row) return;
  const article = toEmailArticle(deps, row);
  const claims = await retryingTransaction(deps.db, (tx) =>
    claimArticleBatch(tx, articleId, deps.config.mail.batchSize),
  );
  await sendClaimed(
    deps,
    claims,
    (claim) =>
      newsletterMessage(deps, claim, (links) => {
        const props = { siteName: SITE_NAME, article, ...links };
        return {
          element: createElement(NewArticleEmail, props),
          subject: newArticleSubject(props),
          text: newArticleText(props),
        };
      }),
    (settled, state) =>
      settleDeliveries(
        deps.db,
        settled.map((claim) => claim.id),
        state,
      ),
  );
  if (await hasWaitingDeliveries(deps.db, articleId)) {
    await retryingTransaction(deps.db, (tx) =>
      deps.jobs.send(tx, JOB_QUEUES.newsletterBatch, { articleId }),
    );
  }
}

/** The `newsletter-digest` job (daily): each digest subscriber's waiting articles in one email. */
export async function sendDigests(deps: NewsletterDependencies): Promise<number> {
  let sent = 0;
  for (;;) {
    const picked = await retryingTransaction(deps.db, (tx) =>
      claimDigestBatch(tx, deps.config.mail.batchSize),
    );
    if (picked.length === 0) return sent;
    // Those who left or were suppressed since their articles went out get nothing.
    const claims = picked.filter((claim) => claim.active);
    const articleRows = await findEmailArticles(deps.db, [
      ...new Set(claims.flatMap((claim) => claim.articleIds)),
    ]);
    const byId = new Map(articleRows.map((row) => [row.id, toEmailArticle(deps, row)]));
    await sendClaimed(
      deps,
      claims,
      (claim) =>
        newsletterMessage(deps, claim, (links) => {
          const articles = claim.articleIds.flatMap((id) => byId.get(id) ?? []);
          const props = { siteName: SITE_NAME, articles, ...links };
          return {
            element: createElement(DigestEmail, props),
            subject: digestSubject(props),
            text: digestText(props),
          };
        }),
      async (settled, state) => {
        for (const claim of settled) await settleDigest(deps.db, claim.subscriptionId, state);
      },
    );
    sent += claims.length;
  }
}

/** The `mail` job of a confirmation: the link to the confirmation page, signed, for a week. */
export async function sendConfirmation(
  deps: NewsletterDependencies,
  subscriptionId: number,
): Promise<void> {
  const subscription = await findSubscription(deps.db, subscriptionId);
  if (!subscription || subscription.suppressedAt) return;
  const token = newsletterToken(deps.config.mail.newsletterSecret, subscriptionId, 'c');
  const props = {
    siteName: SITE_NAME,
    siteUrl: absolute(deps, PAGE_PATHS.home),
    confirmUrl: absolute(deps, PAGE_PATHS.confirmSubscription(token)),
    expiresInDays: NEWSLETTER_CONFIRM_DAYS,
  };
  try {
    await deps.mailer.send({
      to: subscription.email,
      subject: confirmSubscriptionSubject(props),
      html: renderEmailDocument(
        createElement(ConfirmSubscriptionEmail, props),
        confirmSubscriptionSubject(props),
      ),
      text: confirmSubscriptionText(props),
    });
  } catch (error) {
    if (!(error instanceof RecipientRefused)) throw error;
    await suppressSubscription(deps.db, subscriptionId, `refused: ${error.message}`);
  }
}
