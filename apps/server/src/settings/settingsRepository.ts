import type { SiteSettings } from '@byline/api-client/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, categoryRedirects, siteSettings } from '../db/schema';
import { rememberSiteCategories } from '../news/siteCategories';

/** The site's settings row and its categories (docs/adr/0038). */

export async function findSiteSettings(db: Executor): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const categoryRows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  if (!row) throw new Error('the site_settings row is missing (migration 0032 adds it)');
  rememberSiteCategories(categoryRows, await db.select().from(categoryRedirects));
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

/** The row locked for a save, with the categories' ids and slugs. */
export async function lockSiteSettings(tx: Executor) {
  await tx
    .select({ id: siteSettings.id })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for('update');
  return tx.select({ id: categories.id, slug: categories.slug }).from(categories);
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

export interface CategoryValues {
  slug: string;
  name: string;
  navLabel: string | null;
  hidden: boolean;
  position: number;
}

export async function updateCategory(
  tx: Executor,
  id: number,
  values: Partial<CategoryValues>,
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

/** A new category, numbered after the others (ids are the API's: never reused). */
export async function insertCategory(tx: Executor, values: CategoryValues): Promise<void> {
  await tx.execute(sql`
    insert into ${categories} (id, slug, name, nav_label, hidden, position)
    select coalesce(max(id), 0) + 1, ${values.slug}, ${values.name}, ${values.navLabel},
      ${values.hidden}, ${values.position}
    from ${categories}`);
}

/** A category's old slug now leads to it (the newest move wins). */
export async function keepCategoryRedirect(
  tx: Executor,
  slug: string,
  categoryId: number,
): Promise<void> {
  await tx
    .insert(categoryRedirects)
    .values({ slug, categoryId })
    .onConflictDoUpdate({ target: categoryRedirects.slug, set: { categoryId } });
}

/** A slug a category holds again is no longer a redirect. */
export async function dropCategoryRedirects(tx: Executor, slugs: string[]): Promise<void> {
  if (slugs.length > 0) {
    await tx.delete(categoryRedirects).where(inArray(categoryRedirects.slug, slugs));
  }
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
