import { defineMessages } from '../locale/defineMessages';
/** The newsletter's subscribe form and unsubscribe page (the contract has the messages). */
export const NEWSLETTER_TEXTS = /* @__PURE__ */ defineMessages('newsletter', {
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeText: 'We will stop sending the Byline newsletter to the address of this link.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeMissingToken:
    'This page needs the link from your subscription. Please open the whole link again.',
  unsubscribeDone: 'Back to the front page',
  confirmTitle: 'Confirm your subscription',
  confirmText:
    'Press the button to get the Byline newsletter at the address this link was sent to.',
  confirmButton: 'Confirm my subscription',
  preferencesTitle: 'Your newsletter',
  preferencesModeLabel: 'How often',
  preferencesEach: 'Every new article, as it is published',
  preferencesDigest: 'One email a day with the day’s articles',
  preferencesCategoriesLabel: 'Which news',
  preferencesCategoriesHint: 'Choose none for all news.',
  preferencesFollowAuthors: 'Also the authors I follow',
  preferencesSave: 'Save my choices',
  preferencesLeave: 'Unsubscribe instead',
});
