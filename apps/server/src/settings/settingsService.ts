import {
  refuseBrandColor,
  refuseCategoryList,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { storeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import {
  dropCategoryRedirects,
  findSiteSettings,
  insertCategory,
  keepCategoryRedirect,
  lockSiteSettings,
  setSiteLogo,
  updateCategory,
  updateSiteSettings,
} from './settingsRepository';

/**
 * The site's settings (docs/adr/0038): read by every page, saved by administrators (the route's
 * `requireRole('manageSettings')`). A save checks the brand colour's contrast and that the
 * categories are the site's own, each once, then writes them and moves the version on.
 */

export function readSiteSettings(db: Executor): Promise<SiteSettings> {
  return findSiteSettings(db);
}

export interface SiteSettingsInput {
  name: string;
  description: string | null;
  brand_color: string | null;
  social_links: { label: string; url: string }[] | null;
  footer_columns: { title: string; links: { label: string; url: string }[] }[] | null;
  categories: {
    id?: number | undefined;
    slug: string;
    name: string;
    nav_label: string | null;
    hidden: boolean;
  }[];
  remove_logo?: boolean;
}

export async function saveSiteSettings(
  db: Database,
  input: SiteSettingsInput,
): Promise<{ data: SiteSettings; message: string }> {
  const brandColor = input.brand_color === null ? null : input.brand_color.toLowerCase();
  refuse(refuseBrandColor(brandColor));
  const data = await retryingTransaction(db, async (tx) => {
    const existing = await lockSiteSettings(tx);
    refuse(refuseCategoryList(input.categories, existing));
    await updateSiteSettings(tx, {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      brandColor,
      socialLinks: input.social_links,
      footerColumns: input.footer_columns,
      ...(input.remove_logo ? { logoPath: null } : {}),
    });
    await saveCategories(tx, input.categories, existing);
    return findSiteSettings(tx);
  });
  return { data, message: SITE_SETTINGS_MESSAGES.saved };
}

/**
 * The categories in their new order: renamed, relabelled, hidden, new ones added, and a changed
 * slug's old address kept as a redirect. Changed slugs pass through a placeholder first, so two
 * categories may swap addresses in one save.
 */
async function saveCategories(
  tx: Executor,
  sent: SiteSettingsInput['categories'],
  existing: readonly { id: number; slug: string }[],
): Promise<void> {
  const slugOf = new Map(existing.map((category) => [category.id, category.slug]));
  const moved = sent.filter(
    (category) => category.id !== undefined && slugOf.get(category.id) !== category.slug,
  );
  for (const category of moved) {
    if (category.id === undefined) continue;
    await updateCategory(tx, category.id, { slug: `~${category.id}` });
    await keepCategoryRedirect(tx, slugOf.get(category.id) ?? '', category.id);
  }
  for (const [index, category] of sent.entries()) {
    const values = {
      slug: category.slug,
      name: category.name.trim(),
      navLabel: category.nav_label?.trim() || null,
      hidden: category.hidden,
      position: index + 1,
    };
    if (category.id === undefined) await insertCategory(tx, values);
    else await updateCategory(tx, category.id, values);
  }
  await dropCategoryRedirects(
    tx,
    sent.map((category) => category.slug),
  );
}

/** A new logo: checked by its bytes, re-encoded, stored, and named in the settings. */
export async function saveSiteLogo(
  { db, storage }: { db: Database; storage: MediaStorage },
  bytes: Buffer,
): Promise<{ data: SiteSettings; message: string }> {
  const logo = await storeImage(storage, bytes, 'logo');
  const data = await retryingTransaction(db, async (tx) => {
    await setSiteLogo(tx, logo.path);
    return findSiteSettings(tx);
  });
  return { data, message: SITE_SETTINGS_MESSAGES.logoSaved };
}
