import { CATEGORIES } from '@byline/api-client/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories } from '../db/schema';

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
}

const describe = (row: CategoryRow) => `${row.id} ${row.slug} "${row.name}"`;

/** How the table's rows differ from the contract's list: one line per difference. */
export function categoryDifferences(rows: readonly CategoryRow[]): string[] {
  const differences: string[] = [];
  for (const expected of CATEGORIES) {
    const row = rows.find((candidate) => candidate.id === expected.id);
    if (!row) differences.push(`missing ${describe(expected)}`);
    // Names are the administrators' to change (docs/adr/0038); ids and slugs are the API's.
    else if (row.slug !== expected.slug) {
      differences.push(`${describe(row)} should be ${describe(expected)}`);
    }
  }
  for (const row of rows) {
    if (!CATEGORIES.some((expected) => expected.id === row.id)) {
      differences.push(`unexpected ${describe(row)}`);
    }
  }
  return differences;
}

export class CategoryTableMismatchError extends Error {}

/**
 * The web app and the editor name categories by the contract's ids and slugs, while articles
 * reference the table: the two must hold the same ids and slugs, or the server must not start.
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
}
