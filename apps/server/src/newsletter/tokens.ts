import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MANAGE_DAYS } from '@byline/api-client/contract';

/**
 * The newsletter's links (docs/adr/0029): `<subscription id>.<purpose>.<expiry>.<signature>`,
 * the signature an HMAC-SHA256 of the rest with NEWSLETTER_SECRET. Nothing is stored: a link is
 * checked by its signature and its time, so changing or leaving needs no password and no row of
 * tokens, and a link cannot be forged or stretched.
 */
export type TokenPurpose = 'c' | 'm';

const DAY_SECONDS = 86_400;
const LIFETIME_DAYS: Record<TokenPurpose, number> = {
  c: NEWSLETTER_CONFIRM_DAYS,
  m: NEWSLETTER_MANAGE_DAYS,
};

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function newsletterToken(
  secret: string,
  subscriptionId: number,
  purpose: TokenPurpose,
  now = Date.now(),
): string {
  const expiry = Math.floor(now / 1000) + LIFETIME_DAYS[purpose] * DAY_SECONDS;
  const payload = `${subscriptionId}.${purpose}.${expiry}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { subscriptionId: number } | 'invalid' | 'expired';

/** The subscription a token names, when the server signed it for this purpose and it is current. */
export function checkNewsletterToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): TokenCheck {
  const [id, tokenPurpose, expiry, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !expiry || !signature || tokenPurpose !== purpose) return 'invalid';
  const expected = Buffer.from(sign(secret, `${id}.${tokenPurpose}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (Number(expiry) * 1000 < now) return 'expired';
  return { subscriptionId: Number(id) };
}
