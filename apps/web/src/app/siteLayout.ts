import { PAGE_PATHS, type SiteSettings } from '@byline/api-client';
import { FOOTER_COLUMNS, type NavColumn, type NavLink, type SocialLink } from '@byline/ui';

/**
 * What the site's settings (docs/adr/0038) give the page frame: the header's category links
 * (renamed, reordered, hidden), the footer's columns (the administrator's, or the kit's with the
 * categories' names as they are now) and the social links. Undefined: the kit's own.
 */
export interface SiteFrame {
  /** The newsroom's logo picture, named by the site's name. */
  logo?: { src: string; alt: string };
  navigation?: NavLink[];
  footerNavigation?: NavColumn[];
  socialLinks?: SocialLink[];
}

export function siteFrame(
  settings: SiteSettings | undefined,
  mediaUrl: (path: string | null) => string | null,
): SiteFrame {
  if (!settings) return {};
  const logoSrc = mediaUrl(settings.logo_url);
  const shown = settings.categories.filter((category) => !category.hidden);
  const labelOf = (slug: string) => {
    const category = shown.find((candidate) => candidate.slug === slug);
    return category && (category.nav_label ?? category.name);
  };
  return {
    ...(logoSrc ? { logo: { src: logoSrc, alt: settings.name } } : {}),
    navigation: shown.flatMap((category) =>
      category.nav_label === null
        ? []
        : [{ label: category.nav_label, href: PAGE_PATHS.category(category.slug) }],
    ),
    footerNavigation: settings.footer_columns
      ? settings.footer_columns.map((column) => ({
          label: column.title,
          links: column.links.map((link) => ({ label: link.label, href: link.url })),
        }))
      : FOOTER_COLUMNS.map((column) => ({
          label: column.label,
          links: column.categories.flatMap((slug) => {
            const label = labelOf(slug);
            return label ? [{ label, href: PAGE_PATHS.category(slug) }] : [];
          }),
        })),
    socialLinks: settings.social_links?.map((link) => ({ label: link.label, href: link.url })),
  };
}
