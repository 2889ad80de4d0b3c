import { PAGE_META, SITE_NAME } from '@byline/ui/constants';

/** The language every page is written in (`<html lang>`, `og:locale`): the contract's, as feeds'. */
export { SITE_LANGUAGE } from '@byline/api-client/contract';
export const SITE_LOCALE = 'en_US';
/**
 * The browser's own bar (`<meta name="theme-color">`), per system colour scheme: Byline's crimson
 * beside a light page, the dark page's header (Mantine's dark body, dark 7) beside a dark one.
 */
export const THEME_COLORS = { light: '#a3141d', dark: '#242424' } as const;
/** The publisher's logo for structured data (a square PNG in public/). */
export const SITE_LOGO = { path: '/logo-512.png', width: 512, height: 512 } as const;
/** The share card of a page with no picture of its own (a PNG in public/). */
export const SITE_SHARE_IMAGE = {
  path: '/share-image.png',
  width: 1200,
  height: 630,
  alt: PAGE_META.shareImageAlt,
} as const;

/**
 * The tab title of a page: its own name, or the site's title for a page without one; `site`:
 * the site's name as its settings have it.
 */
export function pageTitle(title: string | null | undefined, site: string = SITE_NAME): string {
  if (title) return PAGE_META.pageTitle(title, site);
  return site === SITE_NAME ? PAGE_META.siteTitle : PAGE_META.renamedSiteTitle(site);
}
