import { CATEGORIES, type SiteSettings } from '@byline/api-client/contract';

/** A new site's settings, as the migrations leave them. */
export const defaultSettings: SiteSettings = {
  name: 'Byline',
  description: null,
  brand_color: null,
  social_links: null,
  footer_columns: null,
  categories: CATEGORIES.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    nav_label: category.navLabel,
    hidden: false,
  })),
  version: 1,
};

/** A newsroom that made the kit its own. */
export const brandedSettings: SiteSettings = {
  ...defaultSettings,
  name: 'Harbour Herald',
  description: 'News from the quay.',
  brand_color: '#1c5d99',
  social_links: [{ label: 'Harbour Herald on Mastodon', url: 'https://mastodon.example/@herald' }],
  footer_columns: [{ title: 'About', links: [{ label: 'Business', url: '/news/business' }] }],
  version: 4,
};
