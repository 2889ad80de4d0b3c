import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The contract's `tagSlugsOf(keywords)` in SQL, for rows written in bulk (the seed); migration
 * 0019 backfilled stored rows with the same text. Every other write computes the slugs with the
 * contract's function (`textColumns` in repository.ts). test/tags.test.ts checks the two agree on
 * the cases of `@byline/api-client/testing` (TAG_SLUG_CASES).
 */
export function tagSlugsSql(keywords: SQLWrapper): SQL {
  return sql`ARRAY(
  SELECT slugs.slug FROM (
    SELECT slug, min(ord) AS first FROM (
      SELECT trim(both '-' FROM regexp_replace(
          lower(regexp_replace(normalize(keyword, NFKD), '[\\u0300-\\u036f]', '', 'g')),
          '[^a-z0-9]+', '-', 'g')) AS slug, ord
      FROM jsonb_array_elements_text(${keywords}) WITH ORDINALITY AS keyword_list(keyword, ord)
    ) AS each_slug WHERE slug <> '' GROUP BY slug
  ) AS slugs ORDER BY slugs.first
)`;
}
