/**
 * The site settings' messages (docs/adr/0038), in a module of their own with no imports, so that
 * the endpoint table can name its fallbacks without loading the schemas.
 */
export const SITE_SETTINGS_MESSAGES = {
  saved: 'Site settings saved: readers see them on their next page.',
  logoSaved: 'Logo saved: readers see it on their next page.',
  nameRequired: 'Enter the site’s name',
  invalidColor: 'Enter a colour as # and six hexadecimal digits, such as #a3141d',
  /** A brand colour white text (and links on a white page) cannot be read on. */
  unreadableColor: (ratio: string) =>
    `This colour is too light: white text on it, and links in it on a white page, have a contrast of ${ratio}:1, and at least 4.5:1 is needed. Choose a darker colour.`,
  invalidLink: 'Enter a link starting with https://, http:// or /',
  categoriesMismatch: 'Send every category once, in the order readers should see them.',
  categoryNameRequired: 'Every category needs a name',
  invalidSlug: 'A category’s address is lowercase letters, digits and hyphens, such as local-news',
  slugTaken: (slug: string) => `Two categories cannot share the address /news/${slug}.`,
  /** The settings page's fallbacks. */
  loadFailed: 'Unable to load the site settings.',
  saveFailed: 'Unable to save the site settings. Please try again.',
} as const;
