import { PAGE_PATHS, type SiteSettings } from '@byline/api-client';
import {
  FOOTER_COLUMNS,
  Logo,
  type LogoSource,
  type NavColumn,
  type NavLink,
  SITE_NAME,
  type SocialLink,
} from '@byline/ui';
import { createElement } from 'react';

/**
 * What the site's settings (docs/adr/0038) give the page frame: the header's category links
 * (renamed, reordered, hidden), the footer's columns (the administrator's, or the kit's with the
 * categories' names as they are now) and the social links. Undefined: the kit's own.
 */
export interface SiteFrame {
  /** The newsroom's logo picture (named by the site's name), or the wordmark of a new name. */
  logo?: LogoSource;
  /** The footer's line: the site's description. */
  footerBlurb?: string;
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
    ...(logoSrc
      ? { logo: { src: logoSrc, alt: settings.name } }
      : settings.name !== SITE_NAME
        ? { logo: createElement(Logo, { name: settings.name }) }
        : {}),
    ...(settings.description ? { footerBlurb: settings.description } : {}),
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
