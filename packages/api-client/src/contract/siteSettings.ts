import { z } from 'zod/mini';
import { brandContrast, HEX_COLOR_PATTERN, MIN_TEXT_CONTRAST } from './brandColor';
import { categoryIdSchema, mediaPathSchema } from './entities';
import type { Refusal } from './rules';
import { SITE_SETTINGS_MESSAGES } from './siteSettingsMessages';

export { SITE_SETTINGS_MESSAGES } from './siteSettingsMessages';

/**
 * The site's settings (docs/adr/0038): what an administrator changes on /settings/site and every
 * reader page shows without a rebuild or a restart. Null fields keep the kit's defaults (its
 * theme colour, its social links, its footer columns).
 */

export const SITE_NAME_MAX = 80;
export const SITE_DESCRIPTION_MAX = 300;
export const SITE_LINK_LABEL_MAX = 80;
export const SITE_URL_MAX = 500;
export const SOCIAL_LINKS_MAX = 12;
export const FOOTER_COLUMNS_MAX = 6;
export const FOOTER_LINKS_MAX = 12;
export const CATEGORY_NAME_MAX = 40;
/** The logo is kept at most this size (never enlarged): the header shows it 40 px high. */
export const SITE_LOGO_MAX = { width: 600, height: 160 } as const;

/** A link readers follow: a web address, or a path on this site. */
const linkUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(SITE_URL_MAX),
  z.refine(
    (url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s/][^\s]*$|^\/$/.test(url),
    SITE_SETTINGS_MESSAGES.invalidLink,
  ),
);

const labelSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(SITE_LINK_LABEL_MAX));

export const siteLinkSchema = z.object({ label: labelSchema, url: linkUrlSchema });
export type SiteLink = z.infer<typeof siteLinkSchema>;

export const footerColumnSchema = z.object({
  title: labelSchema,
  links: z.array(siteLinkSchema).check(z.maxLength(FOOTER_LINKS_MAX)),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** A category as the settings hold it; `nav_label` null: not in the header (Crime, today). */
export const siteCategorySchema = z.object({
  id: categoryIdSchema,
  slug: z.string(),
  name: z.string(),
  nav_label: z.nullable(z.string()),
  /** Out of the header, the footer and the editor's choices; its page and articles stay. */
  hidden: z.boolean(),
});
export type SiteCategory = z.infer<typeof siteCategorySchema>;

export const siteSettingsSchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  brand_color: z.nullable(z.string()),
  social_links: z.nullable(z.array(siteLinkSchema)),
  footer_columns: z.nullable(z.array(footerColumnSchema)),
  /** The newsroom's logo (a media path); null: the kit's wordmark. */
  logo_url: mediaPathSchema,
  /** Every category, in the order readers see them. */
  categories: z.array(siteCategorySchema),
  /** Grows with every change: pages and caches key on it. */
  version: z.number(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** A category's address: /news/<slug>. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX = 40;

/** A category as saved: one of the site's (its id), or a new one (no id). */
const categoryUpdateSchema = z.object({
  id: z.optional(categoryIdSchema),
  slug: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(CATEGORY_SLUG_MAX),
      z.regex(CATEGORY_SLUG_PATTERN, SITE_SETTINGS_MESSAGES.invalidSlug),
    ),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, SITE_SETTINGS_MESSAGES.categoryNameRequired),
      z.maxLength(CATEGORY_NAME_MAX),
    ),
  nav_label: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(CATEGORY_NAME_MAX))),
  hidden: z.boolean(),
});

/** What an administrator saves: every field, the categories in their new order. */
export const updateSiteSettingsRequestSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, SITE_SETTINGS_MESSAGES.nameRequired),
      z.maxLength(SITE_NAME_MAX),
    ),
  description: z.nullable(z.string().check(z.trim(), z.maxLength(SITE_DESCRIPTION_MAX))),
  brand_color: z.nullable(
    z.string().check(z.trim(), z.regex(HEX_COLOR_PATTERN, SITE_SETTINGS_MESSAGES.invalidColor)),
  ),
  social_links: z.nullable(z.array(siteLinkSchema).check(z.maxLength(SOCIAL_LINKS_MAX))),
  footer_columns: z.nullable(z.array(footerColumnSchema).check(z.maxLength(FOOTER_COLUMNS_MAX))),
  categories: z.array(categoryUpdateSchema).check(z.minLength(1)),
  /** Back to the kit's wordmark (a new logo is uploaded on its own: `uploadSiteLogo`). */
  remove_logo: z.optional(z.boolean()),
});
export type UpdateSiteSettingsRequest = z.input<typeof updateSiteSettingsRequestSchema>;

/** A brand colour white text and links cannot be read on (WCAG AA) is refused, and says why. */
export function refuseBrandColor(hex: string | null): Refusal | null {
  if (hex === null) return null;
  const ratio = brandContrast(hex);
  return ratio < MIN_TEXT_CONTRAST
    ? { status: 400, message: SITE_SETTINGS_MESSAGES.unreadableColor(ratio.toFixed(2)) }
    : null;
}

/**
 * The categories sent must hold every one of the site's, each once (new ones have no id; none is
 * ever deleted: hide one instead), and no two may share an address.
 */
export function refuseCategoryList(
  sent: readonly { id?: number | undefined; slug: string }[],
  existing: readonly { id: number }[],
): Refusal | null {
  const sentIds = sent.flatMap((category) => (category.id === undefined ? [] : [category.id]));
  const ids = new Set(sentIds);
  const same =
    ids.size === sentIds.length &&
    sentIds.length === existing.length &&
    existing.every((category) => ids.has(category.id));
  if (!same) return { status: 400, message: SITE_SETTINGS_MESSAGES.categoriesMismatch };
  const slugs = new Set<string>();
  for (const { slug } of sent) {
    if (slugs.has(slug)) return { status: 400, message: SITE_SETTINGS_MESSAGES.slugTaken(slug) };
    slugs.add(slug);
  }
  return null;
}

/** The logo upload: the picture alone, in the multipart field `logo`. */
export const uploadSiteLogoFieldsSchema = z.strictObject({});
export interface UploadSiteLogoInput {
  logo: Blob;
}
