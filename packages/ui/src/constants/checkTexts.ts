import { PAGE_SERVER_MESSAGES, PAGE_SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/**
 * The server's messages the kit also shows itself: checks made before sending (so a reader
 * hears the server's reason without a round trip) and the words of a success. The contract's
 * texts, quoted; a host translating them here should translate its server's too.
 */
export const CHECK_TEXTS = /* @__PURE__ */ defineMessages('checks', {
  commentEmpty: PAGE_SERVER_MESSAGES.commentEmpty,
  commentTooLong: PAGE_SERVER_MESSAGES.commentTooLong,
  coinAmount: PAGE_SERVER_MESSAGES.coinAmount,
  notEnoughCoins: PAGE_SERVER_MESSAGES.notEnoughCoins,
  titleRequired: PAGE_SERVER_MESSAGES.titleRequired,
  bodyRequired: PAGE_SERVER_MESSAGES.bodyRequired,
  imageAltTooLong: PAGE_SERVER_MESSAGES.imageAltTooLong,
  coverTooSmall: PAGE_SERVER_MESSAGES.coverTooSmall,
  draftConflict: PAGE_SERVER_MESSAGES.draftConflict,
  subscribeEmail: PAGE_SERVER_MESSAGES.subscribeEmail,
  internal: PAGE_SERVER_MESSAGES.internal,
  subscribed: PAGE_SUCCESS_MESSAGES.subscribed,
  unsubscribed: PAGE_SUCCESS_MESSAGES.unsubscribed,
  subscriptionConfirmed: PAGE_SUCCESS_MESSAGES.subscriptionConfirmed,
  newsletterPreferencesSaved: PAGE_SUCCESS_MESSAGES.newsletterPreferencesSaved,
});
