import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/**
 * The server's messages the kit also shows itself: checks made before sending (so a reader
 * hears the server's reason without a round trip) and the words of a success. The contract's
 * texts, quoted; a host translating them here should translate its server's too.
 */
export const CHECK_TEXTS = /* @__PURE__ */ defineMessages('checks', {
  commentEmpty: SERVER_MESSAGES.commentEmpty,
  commentTooLong: SERVER_MESSAGES.commentTooLong,
  coinAmount: SERVER_MESSAGES.coinAmount,
  notEnoughCoins: SERVER_MESSAGES.notEnoughCoins,
  titleRequired: SERVER_MESSAGES.titleRequired,
  bodyRequired: SERVER_MESSAGES.bodyRequired,
  imageAltTooLong: SERVER_MESSAGES.imageAltTooLong,
  coverTooSmall: SERVER_MESSAGES.coverTooSmall,
  draftConflict: SERVER_MESSAGES.draftConflict,
  subscribeEmail: SERVER_MESSAGES.subscribeEmail,
  internal: SERVER_MESSAGES.internal,
  subscribed: SUCCESS_MESSAGES.subscribed,
  unsubscribed: SUCCESS_MESSAGES.unsubscribed,
  subscriptionConfirmed: SUCCESS_MESSAGES.subscriptionConfirmed,
  newsletterPreferencesSaved: SUCCESS_MESSAGES.newsletterPreferencesSaved,
});
