import { defineMessages } from '../locale/defineMessages';

/** The administrators' site settings page (docs/adr/0038). */
export const SETTINGS_TEXTS = /* @__PURE__ */ defineMessages('settings', {
  title: 'Site settings',
  intro:
    'What every reader page shows. Changes reach readers on their next page, no restart needed.',
  link: 'Site settings',
  identity: 'The site',
  name: 'Name',
  description: 'Description',
  descriptionHint: 'Under the logo in the footer, and in search results.',
  brandColor: 'Brand colour',
  brandColorHint:
    'One colour for buttons and links, as #rrggbb. Leave empty for the kit’s crimson.',
  contrast: (ratio: string) => `White text on it: ${ratio}:1`,
  preview: 'Preview',
  logo: 'Logo',
  logoHint: 'A PNG, JPEG, WebP or GIF picture, shown 40 px high. Without one, the name’s wordmark.',
  currentLogo: 'The logo now',
  removeLogo: 'Back to the wordmark',
  socialLinks: 'Social links, one per line: Name | address',
  socialLinksHint: 'Leave empty for the kit’s links.',
  footerColumns: 'Footer columns: a line "# Title", then its links, one per line: Name | address',
  footerColumnsHint: 'Leave empty for the columns of categories.',
  categories: 'Categories',
  /** A category's fields, named by its saved slug (or new-1, new-2 for ones being added). */
  categoryName: (key: string) => `Name of ${key}`,
  categorySlug: (key: string) => `Address of ${key}: /news/…`,
  categoryNavLabel: (key: string) => `Header label of ${key} (empty: not in the header)`,
  addCategory: 'Add a category',
  categoryHidden: (name: string) => `Hide ${name}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  save: 'Save settings',
  loading: 'Loading the settings',
  loadError: 'The settings could not be loaded.',
});
