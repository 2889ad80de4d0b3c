import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { callEndpoint } from './community';
import type { TestSmtp } from './smtp';

/** The newsletter's test servers (test/subscriptions.test.ts, test/newsletter-preferences.test.ts). */
export const WEBHOOK_SECRET = 'webhook-secret-of-the-mail-provider-0123456789';
export const NEWSLETTER_SECRET = 'newsletter-secret-of-this-test-0123456789abcd';
export const ORIGIN = 'http://news.test';

/** The newsletter's settings of these tests' servers: a real SMTP server, secrets, a fast rate. */
export const newsletterEnv = (smtp: Pick<TestSmtp, 'port'>) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  NEWSLETTER_SECRET,
  MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET,
  NEWSLETTER_RATE: '1000',
  NEWSLETTER_BATCH: '2',
  PUBLIC_ORIGIN: ORIGIN,
});

/** Each subscribes from its own client address: the per-client limit has its own test. */
let client = 0;
export const subscribeFrom = (
  t: TestApp,
  email: string,
  ip = `10.0.${Math.floor(++client / 250)}.${client % 250}`,
  token?: string,
) =>
  t.call({
    method: 'POST',
    url: '/api/Newsletter/subscribe',
    remoteAddress: ip,
    payload: { email },
    ...(token ? { token } : {}),
  });

/** The token of the link in the newest email to an address. */
export function linkTokenOf(smtp: TestSmtp, address: string, path: string): string {
  const message = smtp.to(address).at(-1);
  const match = message?.text?.match(new RegExp(`${ORIGIN}${path}\\?token=([^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${address}`);
  return decodeURIComponent(match[1]);
}

/** Subscribes (signed in with `token` when given) and confirms an address, as its owner would. */
export async function confirmSubscriber(
  t: TestApp,
  smtp: TestSmtp,
  email: string,
  token?: string,
): Promise<void> {
  expect((await subscribeFrom(t, email, undefined, token)).statusCode).toBe(200);
  await t.runJobs();
  const answer = await callEndpoint(t, 'confirmSubscription', undefined, {
    token: linkTokenOf(smtp, email, '/newsletter/confirm'),
  });
  expect(answer).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.subscriptionConfirmed });
}
