/**
 * The words of the emails (docs/adr/0029). Plain constants: emails are rendered on the server,
 * in the site's language, outside any React tree that could translate them.
 */
export const EMAIL_TEXTS = {
  confirmSubject: (siteName: string) => `Confirm your ${siteName} newsletter`,
  confirmHeading: 'Confirm your subscription',
  confirmBody: (siteName: string) =>
    `Someone, we hope you, asked for the ${siteName} newsletter to come to this address. Press the button and then the one on the page it opens to confirm.`,
  confirmButton: 'Confirm my subscription',
  confirmExpiry: (days: number) =>
    `The link works for ${days} days. If you did not ask for it, do nothing: you will get no more email from us.`,
  articleSubject: (title: string) => title,
  readOnSite: 'Read it on the site',
  digestSubject: (siteName: string, count: number) =>
    `${siteName}: ${count} new ${count === 1 ? 'story' : 'stories'} today`,
  digestHeading: (count: number) => `Today's ${count === 1 ? 'story' : 'stories'}`,
  by: (author: string) => `By ${author}`,
  preferences: 'Choose what you get',
  unsubscribe: 'Unsubscribe',
  footer: (siteName: string) =>
    `You get this email because you subscribed to the ${siteName} newsletter.`,
} as const;
