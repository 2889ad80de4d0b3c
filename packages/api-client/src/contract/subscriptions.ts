import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, UNSUBSCRIBE_TOKEN_PATTERN } from './limits';
import { SERVER_MESSAGES } from './messages';

/**
 * The newsletter (docs/product.md#the-newsletter, docs/adr/0017): anyone may subscribe an address and undo it with the
 * token of the unsubscribe link. No call ever answers with an address or tells whether one was
 * already on the list.
 */

/** An address as it is stored: trimmed, lower-cased, at most EMAIL_MAX_LENGTH characters. */
export const subscriberEmailSchema = z
  .string(SERVER_MESSAGES.subscribeEmail)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, SERVER_MESSAGES.subscribeEmailTooLong(EMAIL_MAX_LENGTH)),
    z.email(SERVER_MESSAGES.subscribeEmail),
  );

export const subscribeRequestSchema = z.object({ email: subscriberEmailSchema });
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** The token of an unsubscribe link: 32 random bytes, base64url (43 characters). */
export const unsubscribeTokenSchema = z
  .string(SERVER_MESSAGES.unsubscribeToken)
  .check(z.trim(), z.regex(UNSUBSCRIBE_TOKEN_PATTERN, SERVER_MESSAGES.unsubscribeToken));

export const unsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;

/**
 * What subscribing answers, for every valid address alike: the token that undoes the
 * subscription, for the browser that asked to show as a link (ADR 0017 weighs what it gives away).
 */
export const subscriptionSchema = z.object({ unsubscribe_token: z.string() });
export type Subscription = z.infer<typeof subscriptionSchema>;
