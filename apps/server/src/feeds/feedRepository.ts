import { SITEMAP_PAGE_SIZE } from '@byline/api-client/contract';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { FEED_ITEM_LIMIT, NEWS_SITEMAP_LIMIT } from '../constants';
import type { Executor } from '../db/client';
import { descNullsLast } from '../db/pagination';
import { articles, articleTags, tags, users } from '../db/schema';
import { live } from '../news/live';
import { newestFirst } from '../news/repository';
import { siteCategoryList } from '../news/siteCategories';

/**
 * The queries of the sitemaps and feeds. Each reads an index in its order (no sort) and a bounded
 * number of rows, so a page costs the same at a million articles (test/query-plans.test.ts).
 *
 * Article and author sitemaps are pages of one id range each, `SITEMAP_PAGE_SIZE` ids wide: page
 * `n` holds ids `n * size + 1 … (n + 1) * size` (at most that many URLs), read in primary-key
 * order. A URL stays on its page as the site grows, so a crawler refetches only pages that changed.
 *
 * Everything here is what readers see: articles live now (`live`), never a scheduled one before
 * its time, nor an author whose only publications are scheduled.
 */
/** The page's first and last id. */
const idRange = (page: number) => [page * SITEMAP_PAGE_SIZE + 1, (page + 1) * SITEMAP_PAGE_SIZE];
/**
 * An article's sitemap page, as `articles_sitemap_idx` spells it: the size is written into the
 * statement (a bound parameter would not match the index's expression).
 */
const articlePageOf = sql`((${articles.id} - 1) / ${sql.raw(String(SITEMAP_PAGE_SIZE))})`;

export interface SitemapPage {
  page: number;
  lastmod: Date;
}

/**
 * The article sitemap pages that list any article, each with its newest `updated_at`: one probe
 * of `articles_sitemap_idx` per page (20 at a million articles). `published_at <= now()` is a
 * condition on the index's last key: scheduled articles are stepped over in the index, never
 * fetched from the heap one by one.
 */
export async function listArticleSitemapPages(db: Executor): Promise<SitemapPage[]> {
  const rows = (await db.execute(sql`
    select page, (
      select ${articles.updatedAt} from ${articles}
      where ${live} and ${articlePageOf} = page
      order by ${descNullsLast(articles.updatedAt)} limit 1
    ) as lastmod
    from generate_series(0, (
      select (max(${articles.id}) - 1) / ${sql.raw(String(SITEMAP_PAGE_SIZE))} from ${articles}
    )) as page`)) as unknown as { rows: Array<{ page: number; lastmod: string | Date | null }> };
  return rows.rows.flatMap((row) =>
    row.lastmod === null ? [] : [{ page: Number(row.page), lastmod: new Date(row.lastmod) }],
  );
}

/** One article sitemap page: its published articles in id order. */
export async function listSitemapArticles(
  db: Executor,
  page: number,
): Promise<Array<{ id: number; updatedAt: Date }>> {
  const [first, last] = idRange(page);
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(live, sql`${articles.id} between ${first} and ${last}`))
    .orderBy(articles.id);
}

/**
 * Whether the user (`users` of the statement) has a live article: `published_count` first (no
 * article read for a reader), then one probe of their profile's index, as it counts scheduled
 * articles too.
 */
const isAuthor: SQL = sql`${users.publishedCount} > 0 and ${users.deletedAt} is null and exists (
  select 1 from ${articles} where ${articles.authorId} = ${users.id} and ${live})`;

/**
 * The author sitemap pages that list anyone: user id ranges holding an author (a user with a
 * live article). Authors are few beside articles; a range without one costs a scan of its
 * users (bounded by the page size).
 */
export async function listAuthorSitemapPages(db: Executor): Promise<number[]> {
  const rows = (await db.execute(sql`
    select page from generate_series(0, (
      select (max(${users.id}) - 1) / ${sql.raw(String(SITEMAP_PAGE_SIZE))} from ${users}
    )) as page
    where exists (
      select 1 from ${users}
      where ${users.id} between page * ${sql.raw(String(SITEMAP_PAGE_SIZE))} + 1
        and (page + 1) * ${sql.raw(String(SITEMAP_PAGE_SIZE))}
        and ${isAuthor}
    )`)) as unknown as { rows: Array<{ page: number }> };
  return rows.rows.map((row) => Number(row.page));
}

/**
 * The outer query's user id, spelled out: drizzle writes the columns of a one-table select's
 * fields without their table, and a bare "id" in a subquery on articles would be the article's.
 */
const outerUserId = sql`${users}.${sql.identifier(users.id.name)}`;

/**
 * One author sitemap page: the authors in its id range, each with their newest publication (one
 * probe of their profile's index each).
 */
export async function listSitemapAuthors(
  db: Executor,
  page: number,
): Promise<Array<{ id: number; lastPublishedAt: Date }>> {
  const [first, last] = idRange(page);
  const rows = await db
    .select({
      id: users.id,
      lastPublishedAt: sql<string | Date | null>`(
        select ${articles.publishedAt} from ${articles}
        where ${articles.authorId} = ${outerUserId} and ${live}
        order by ${sql.join(newestFirst, sql`, `)} limit 1)`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} between ${first} and ${last}`,
        sql`${users.publishedCount} > 0`,
        // A deleted account has no profile page (410), even when it kept its articles.
        sql`${users.deletedAt} is null`,
      ),
    )
    .orderBy(users.id);
  return rows.flatMap((row) =>
    row.lastPublishedAt === null
      ? []
      : [{ id: row.id, lastPublishedAt: new Date(row.lastPublishedAt) }],
  );
}

/**
 * The newest publication on the site and in each category (the home and category pages change
 * with it): one probe of a feed index each.
 */
export async function listLastPublished(
  db: Executor,
): Promise<{ site: Date | null; categories: Map<number, Date> }> {
  const newestIn = (categoryId: number | null) => sql`(
    select ${articles.publishedAt} from ${articles}
    where ${live} ${categoryId === null ? sql`` : sql`and ${articles.categoryId} = ${categoryId}`}
    order by ${sql.join(newestFirst, sql`, `)} limit 1)`;
  const ids = siteCategoryList().map((category) => category.id);
  const columns = [newestIn(null), ...ids.map((id) => newestIn(id))];
  const result = (await db.execute(
    sql`select ${sql.join(
      columns.map((column, index) => sql`${column} as ${sql.identifier(`c${index}`)}`),
      sql`, `,
    )}`,
  )) as unknown as { rows: Array<Record<string, string | Date | null>> };
  const row = result.rows[0] ?? {};
  const toDate = (value: string | Date | null | undefined) =>
    value === null || value === undefined ? null : new Date(value);
  const categories = new Map<number, Date>();
  ids.forEach((id, index) => {
    const date = toDate(row[`c${index + 1}`]);
    if (date) categories.set(id, date);
  });
  return { site: toDate(row.c0), categories };
}

/** Google News: the articles published since `since`, newest first, at most 1,000. */
export async function listNewsSitemap(
  db: Executor,
  since: Date,
): Promise<Array<{ id: number; title: string; publishedAt: Date }>> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(live, gte(articles.publishedAt, since)))
    .orderBy(...newestFirst)
    .limit(NEWS_SITEMAP_LIMIT);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

export interface FeedItem {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  /** The body, sanitised when it was saved. */
  content: string;
  categoryId: number;
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  publishedAt: Date;
  updatedAt: Date;
  authorId: number;
  authorName: string;
  /** Its keywords: the feed's categories beside the article's own (its tags). */
  keywords: string[];
}

/** The columns of a feed's entry. */
const feedItemColumns = {
  id: articles.id,
  title: articles.title,
  subtitle: articles.subtitle,
  description: articles.description,
  content: articles.content,
  categoryId: articles.categoryId,
  imagePath: articles.imagePath,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  imageAlt: articles.imageAlt,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  authorId: users.id,
  authorName: users.fullName,
  keywords: articles.keywords,
};

/** A feed's articles, newest first: the whole site's, a category's or an author's. */
export async function listFeedItems(
  db: Executor,
  filter: { categoryId?: number; authorId?: number },
): Promise<FeedItem[]> {
  const conditions = [live];
  if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, filter.categoryId));
  if (filter.authorId !== undefined) conditions.push(eq(articles.authorId, filter.authorId));
  const rows = await db
    .select(feedItemColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(FEED_ITEM_LIMIT);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

/** A tag's feed: the live articles carrying it, newest first, off `article_tags_feed_idx`. */
export async function listTagFeedItems(db: Executor, tag: string): Promise<FeedItem[]> {
  const rows = await db
    .select(feedItemColumns)
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articleTags.tag, tag), lte(articleTags.publishedAt, sql`now()`)))
    .orderBy(descNullsLast(articleTags.publishedAt), descNullsLast(articleTags.articleId))
    .limit(FEED_ITEM_LIMIT);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

/**
 * The newest live publication carrying the tag (`tags` of the statement): one probe of
 * `article_tags_feed_idx`, null when only drafts, scheduled or withdrawn articles ever had it.
 */
const tagLastPublished = sql`(
  select ${articleTags.publishedAt} from ${articleTags}
  where ${articleTags.tag} = ${tags}.${sql.identifier(tags.slug.name)}
    and ${articleTags.publishedAt} <= now()
  order by ${descNullsLast(articleTags.publishedAt)}, ${descNullsLast(articleTags.articleId)}
  limit 1)`;

/**
 * The tag sitemap pages that list any tag: tag id ranges (tags are numbered in order of first
 * use) holding a tag some live article carries.
 */
export async function listTagSitemapPages(db: Executor): Promise<number[]> {
  const size = sql.raw(String(SITEMAP_PAGE_SIZE));
  const rows = (await db.execute(sql`
    select page from generate_series(0, (select (max(${tags.id}) - 1) / ${size} from ${tags})) as page
    where exists (
      select 1 from ${tags}
      where ${tags.id} between page * ${size} + 1 and (page + 1) * ${size}
        and ${tagLastPublished} is not null
    )`)) as unknown as { rows: Array<{ page: number }> };
  return rows.rows.map((row) => Number(row.page));
}

/** One tag sitemap page: its tags in id order, each with its newest live publication. */
export async function listSitemapTags(
  db: Executor,
  page: number,
): Promise<Array<{ slug: string; lastPublishedAt: Date }>> {
  const [first, last] = idRange(page);
  const rows = await db
    .select({
      slug: tags.slug,
      lastPublishedAt: sql<string | Date | null>`${tagLastPublished}`,
    })
    .from(tags)
    .where(sql`${tags.id} between ${first} and ${last}`)
    .orderBy(tags.id);
  return rows.flatMap((row) =>
    row.lastPublishedAt === null
      ? []
      : [{ slug: row.slug, lastPublishedAt: new Date(row.lastPublishedAt) }],
  );
}

/** An author's name, when they have anything live (else their feed is not found). */
export async function findFeedAuthor(
  db: Executor,
  userId: number,
): Promise<{ fullName: string } | null> {
  const rows = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, userId), isAuthor))
    .limit(1);
  return rows[0] ?? null;
}
