import type { SiteSettings } from '@byline/api-client/contract';
import { defaultMockSiteSettings } from '@byline/api-client/mocks';

/** A new site's settings, as the migrations leave them. */
export const defaultSettings: SiteSettings = defaultMockSiteSettings();

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
