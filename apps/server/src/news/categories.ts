import { CATEGORIES } from '@byline/api-client/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, categoryRedirects } from '../db/schema';
import { rememberSiteCategories } from './siteCategories';

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
}

const describe = (row: CategoryRow) => `${row.id} ${row.slug} "${row.name}"`;

/**
 * What the table lacks of the contract's list: one line per category. Names, slugs and new
 * categories are the administrators' (docs/adr/0038); the contract's ids must stay, because the
 * home page's sections and every saved article name them.
 */
export function categoryDifferences(rows: readonly CategoryRow[]): string[] {
  return CATEGORIES.filter((expected) => !rows.some((row) => row.id === expected.id)).map(
    (expected) => `missing ${describe(expected)}`,
  );
}

export class CategoryTableMismatchError extends Error {}

/**
 * The contract's categories must all be in the table, or the server must not start; the
 * table's categories, as they are now, are what this process answers with from then on.
 */
export async function verifyCategoryTable(db: Executor): Promise<void> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.id));
  const differences = categoryDifferences(rows);
  if (differences.length > 0) {
    throw new CategoryTableMismatchError(
      `The categories table does not match CATEGORIES of the API contract ` +
        `(packages/api-client/src/contract/categories.ts): ${differences.join('; ')}. ` +
        'Add a migration that makes the table equal to the list.',
    );
  }
  rememberSiteCategories(rows, await db.select().from(categoryRedirects));
}
