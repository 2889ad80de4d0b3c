import { z } from 'zod/mini';
import { idSchema } from './entities';
import { EMAIL_MAX_LENGTH, NEWSLETTER_TOKEN_PATTERN } from './limits';
import { SERVER_MESSAGES } from './messages';

/**
 * The newsletter (docs/product.md#the-newsletter, docs/adr/0017, 0029): anyone may ask for an
 * address to be subscribed; the address is on the list once the link emailed to it is confirmed.
 * Each email links to the address's preferences and its unsubscribe, by a signed token. No call
 * ever answers with an address or tells whether one was already on the list.
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

/**
 * The token of a newsletter link (confirm, preferences, unsubscribe): the subscription, what it
 * is for, until when, and the server's signature (docs/adr/0029). Its shape only: whether it is
 * genuine and current is the server's to say.
 */
export const newsletterTokenSchema = z
  .string(SERVER_MESSAGES.unsubscribeToken)
  .check(z.trim(), z.regex(NEWSLETTER_TOKEN_PATTERN, SERVER_MESSAGES.unsubscribeToken));

/** Kept for the unsubscribe page's callers. */
export const unsubscribeTokenSchema = newsletterTokenSchema;

export const unsubscribeRequestSchema = z.object({ token: newsletterTokenSchema });
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;

/** The confirmation link's token, sent back by the confirmation page's one button. */
export const confirmSubscriptionRequestSchema = z.object({ token: newsletterTokenSchema });
export type ConfirmSubscriptionRequest = z.input<typeof confirmSubscriptionRequestSchema>;

/** What subscribing answers, for every valid address alike: nothing but the message. */
export const subscriptionSchema = z.null();
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Every new article in its own email, or one email a day with the day's articles. */
export const NEWSLETTER_MODES = ['each', 'digest'] as const;
export type NewsletterMode = (typeof NEWSLETTER_MODES)[number];

/**
 * What a subscriber gets: `categories` empty is all news; otherwise those categories, and, when
 * `follow_authors` (readers who subscribed signed in), the authors they follow too.
 */
export const newsletterPreferencesSchema = z.object({
  mode: z.enum(NEWSLETTER_MODES, SERVER_MESSAGES.newsletterMode),
  categories: z.array(z.int().check(z.positive())),
  follow_authors: z.boolean(),
  /** Whether the subscription belongs to a signed-in reader, who may choose the authors they follow. */
  can_follow_authors: z.boolean(),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

export const newsletterPreferencesRequestSchema = z.object({ token: newsletterTokenSchema });
export type NewsletterPreferencesRequest = z.input<typeof newsletterPreferencesRequestSchema>;

export const updateNewsletterPreferencesRequestSchema = z.object({
  token: newsletterTokenSchema,
  mode: z.enum(NEWSLETTER_MODES, SERVER_MESSAGES.newsletterMode),
  /** Left out: all news. */
  categories: z._default(
    z
      .array(
        z.int(SERVER_MESSAGES.unknownCategory).check(z.positive(SERVER_MESSAGES.unknownCategory)),
      )
      .check(z.maxLength(20, SERVER_MESSAGES.unknownCategory)),
    [],
  ),
  follow_authors: z.boolean(),
});
export type UpdateNewsletterPreferencesRequest = z.input<
  typeof updateNewsletterPreferencesRequestSchema
>;

/** The caller's article whose newsletter reach is read (its author's alone, as its revisions). */
export const newsletterReachQuerySchema = z.object({ news_id: idSchema });
export type NewsletterReachQuery = z.input<typeof newsletterReachQuerySchema>;

/** How many subscribers the article was sent to: deliveries sent, not those still waiting. */
export const newsletterReachSchema = z.object({
  sent: z.number().check(z.int(), z.nonnegative()),
});
export type NewsletterReach = z.infer<typeof newsletterReachSchema>;
