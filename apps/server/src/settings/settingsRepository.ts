import type { SiteSettings } from '@byline/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, siteSettings } from '../db/schema';
import { rememberCategoryNames } from '../news/categoryNames';

/** The site's settings row and its categories (docs/adr/0038). */

export async function findSiteSettings(db: Executor): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const categoryRows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  if (!row) throw new Error('the site_settings row is missing (migration 0032 adds it)');
  rememberCategoryNames(categoryRows);
  return {
    name: row.name,
    description: row.description,
    brand_color: row.brandColor,
    social_links: row.socialLinks,
    footer_columns: row.footerColumns,
    logo_url: row.logoPath,
    categories: categoryRows.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      nav_label: category.navLabel,
      hidden: category.hidden,
    })),
    version: row.version,
  };
}

/** The row locked for a save, with the categories' ids. */
export async function lockSiteSettings(tx: Executor) {
  await tx
    .select({ id: siteSettings.id })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for('update');
  return tx.select({ id: categories.id }).from(categories);
}

export async function updateSiteSettings(
  tx: Executor,
  values: {
    name: string;
    description: string | null;
    brandColor: string | null;
    socialLinks: { label: string; url: string }[] | null;
    footerColumns: { title: string; links: { label: string; url: string }[] }[] | null;
    /** Set only to change it: a path, or null for the kit's wordmark. */
    logoPath?: string | null;
  },
): Promise<void> {
  await tx
    .update(siteSettings)
    .set({ ...values, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(siteSettings.id, 1));
}

export async function updateCategory(
  tx: Executor,
  id: number,
  values: { name: string; navLabel: string | null; hidden: boolean; position: number },
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

/** The settings' version alone: what every process checks before trusting its copy. */
export async function findSiteSettingsVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: siteSettings.version })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.version ?? 0;
}

export async function setSiteLogo(tx: Executor, logoPath: string): Promise<void> {
  await tx
    .update(siteSettings)
    .set({ logoPath, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(siteSettings.id, 1));
}
