import { FOOTER_COLUMNS, NAV_CATEGORIES, type SiteUrls } from '../constants';

/** A navigation link of the header or footer. */
export interface NavLink {
  label: string;
  href: string;
}

/** A titled column of the footer's navigation. */
export interface NavColumn {
  label: string;
  links: readonly NavLink[];
}

const labelOf = (slug: string) =>
  NAV_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

/** Byline's header navigation (the nine categories), through the host's category URLs. */
export const bylineNavigation = (urls: Pick<SiteUrls, 'category'>): NavLink[] =>
  NAV_CATEGORIES.map(({ slug, label }) => ({ label, href: urls.category(slug) }));

/** Byline's footer columns (FOOTER_COLUMNS), through the host's category URLs. */
export const bylineFooterNavigation = (urls: Pick<SiteUrls, 'category'>): NavColumn[] =>
  FOOTER_COLUMNS.map(({ label, categories }) => ({
    label,
    links: categories.map((slug) => ({ label: labelOf(slug), href: urls.category(slug) })),
  }));
