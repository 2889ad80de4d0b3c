import { CATEGORIES } from '@byline/api-client/contract';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { readingMinutesSql } from '../news/repository';
import { findOrLinkUser, updateUserProfile } from '../users/repository';
import { SEED_AUTHORS, SEED_CONTENT, SEED_PLACES } from './content';
import { COVER_SIZE, generateAvatars, generateCoverImages } from './images';

/** The default seed: enough for every home section and a few pages per category. */
export const DEFAULT_SEED_ARTICLES = 160;
const IMAGES_PER_CATEGORY = 3;
/** Rows per INSERT ... SELECT statement (each its own transaction). */
const BATCH_ROWS = 50_000;
/** From this size on, secondary indexes are dropped for the load and rebuilt once afterwards. */
const REBUILD_INDEXES_FROM = 100_000;
/** Seed articles are spread over at most two years and at least this far apart. */
const MAX_STEP_SECONDS = 3 * 60 * 60;
const SPAN_SECONDS = 2 * 365 * 24 * 60 * 60;

export interface SeedOptions {
  articles?: number;
  log?: (line: string) => void;
}

export async function countArticles(db: Database): Promise<number> {
  const rows = await db.select({ value: count() }).from(articles);
  return Number(rows[0]?.value ?? 0);
}

/**
 * Fills the database with sample news: authors, generated images and `articles` published
 * articles spread over all categories, newest first, with varied view counts. Articles are
 * generated inside the database (INSERT ... SELECT over generate_series), so a million rows
 * need no round trips.
 */
export async function seedDatabase(
  db: Database,
  storage: MediaStorage,
  options: SeedOptions = {},
): Promise<{ articles: number; authors: number }> {
  const total = options.articles ?? DEFAULT_SEED_ARTICLES;
  const log = options.log ?? (() => {});

  const covers = await generateCoverImages(storage, CATEGORIES.length, IMAGES_PER_CATEGORY);
  const avatars = await generateAvatars(storage, SEED_AUTHORS.length);
  log(`seed: generated ${covers.flat().length} cover images and ${avatars.length} avatars`);

  const authorIds: number[] = [];
  for (const [index, author] of SEED_AUTHORS.entries()) {
    const { userId: id } = await findOrLinkUser(db, {
      firebaseUid: `seed:author-${index + 1}`,
      email: `author${index + 1}@byline.example`,
      // Nobody can prove these addresses, so no sign-in is ever linked to a seeded author.
      emailVerified: false,
      fullName: author.fullName,
      userName: author.fullName.toLowerCase().replace(/[^a-z]+/g, '.'),
      loginType: 'email',
      deviceToken: '',
    });
    await updateUserProfile(db, id, {
      fullName: author.fullName,
      authorBio: author.bio,
      profileImage: avatars[index] ?? null,
    });
    authorIds.push(id);
  }

  // Content in category-id order, flattened so SQL can index it.
  const contentByCategory = CATEGORIES.map((category) => {
    const content = SEED_CONTENT.find((entry) => entry.slug === category.slug);
    if (!content) throw new Error(`No seed content for ${category.slug}`);
    return content;
  });
  const storiesPerCategory = Math.min(...contentByCategory.map((entry) => entry.stories.length));
  const paragraphsPerCategory = Math.min(
    ...contentByCategory.map((entry) => entry.paragraphs.length),
  );
  const stories = contentByCategory.flatMap((entry) => entry.stories.slice(0, storiesPerCategory));
  const paragraphs = contentByCategory.flatMap((entry) =>
    entry.paragraphs.slice(0, paragraphsPerCategory),
  );
  const authorNames = SEED_AUTHORS.map((author) => author.fullName);
  // Each category has its specialist (by index in SEED_AUTHORS); every fourth piece is a guest's.
  const specialists = CATEGORIES.map((category) => {
    const index = SEED_AUTHORS.findIndex((author) =>
      (author.beats as readonly string[]).includes(category.slug),
    );
    return index < 0 ? 0 : index;
  });
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const categoryCount = CATEGORIES.length;
  const step = Math.max(1, Math.min(MAX_STEP_SECONDS, Math.floor(SPAN_SECONDS / total)));

  const rounds = Math.ceil(total / BATCH_ROWS);
  const load = async () => {
    for (let round = 0; round < rounds; round++) {
      const from = round * BATCH_ROWS + 1;
      const to = Math.min(total, (round + 1) * BATCH_ROWS);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
        insert into articles (author_id, category_id, status, title, subtitle, description, content,
          keywords, creator, image_path, image_width, image_height, search_text, view_count,
          created_at, updated_at, published_at, announced_at, reading_minutes)
        select author_id, category_id, 'published', title, '', description, content,
          keywords, jsonb_build_array(author_name), image_path,
          ${COVER_SIZE.width}::integer, ${COVER_SIZE.height}::integer,
          lower(title || E'\n' || description || coalesce(
            (select string_agg(k, '') from (select E'\n' || value as k
              from jsonb_array_elements_text(keywords)) as list), '')),
          views, at, at, at, at, ${readingMinutesSql(sql`content`)}
        from (
          select g, c.k + 1 as category_id,
            case when g <= ${categoryCount * storiesPerCategory}
              then story ->> 'title'
              else (${json(SEED_PLACES)} ->> ((g / ${categoryCount}) % ${SEED_PLACES.length})::int)
                || ': ' || (story ->> 'title') end as title,
            story ->> 'description' as description,
            story -> 'keywords' as keywords,
            '<p>' || (story ->> 'description') || '</p>'
              || '<p>' || (${json(paragraphs)} ->> (c.k * ${paragraphsPerCategory} + (g % ${paragraphsPerCategory}))::int) || '</p>'
              || '<h2>What happens next</h2><p>' || (${json(paragraphs)} ->> (c.k * ${paragraphsPerCategory} + ((g + 1) % ${paragraphsPerCategory}))::int) || '</p>'
              || '<blockquote>' || (${json(paragraphs)} ->> (c.k * ${paragraphsPerCategory} + ((g + 2) % ${paragraphsPerCategory}))::int) || '</blockquote>' as content,
            (${json(authorIds)} ->> a.index)::integer as author_id,
            ${json(authorNames)} ->> a.index as author_name,
            ${json(covers)} -> c.k ->> (g % ${IMAGES_PER_CATEGORY})::int as image_path,
            (g::bigint * 7919) % 9973 as views,
            date_trunc('milliseconds', now()) - make_interval(secs => g * ${step}) as at
          from generate_series(${from}::integer, ${to}::integer) as g
          cross join lateral (select (g - 1) % ${categoryCount} as k) as c
          cross join lateral (
            select case when ((g - 1) / ${categoryCount}) % 4 = 3
              then (((g - 1) / ${categoryCount} + c.k) % ${authorIds.length})::int
              else (${json(specialists)} ->> c.k)::int end as index
          ) as a
          cross join lateral (
            select ${json(stories)} -> (c.k * ${storiesPerCategory} + ((g - 1) / ${categoryCount}) % ${storiesPerCategory})::int as story
          ) as s
        ) as generated
      `);
      });
      log(`seed: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} articles`);
    }
  };
  if (total >= REBUILD_INDEXES_FROM) await loadArticlesInBulk(db, load, log);
  else await load();
  // Fresh statistics, so the planner picks the feed indexes from the first request on.
  await db.execute(sql`analyze articles`);
  return { articles: total, authors: authorIds.length };
}

/**
 * Runs `load` with the articles table's secondary indexes dropped, then builds each index once:
 * much cheaper than updating them row by row (the trigram index most).
 */
export async function loadArticlesInBulk(
  db: Database,
  load: () => Promise<void>,
  log: (line: string) => void = () => {},
): Promise<void> {
  const indexes = await dropSecondaryIndexes(db);
  await load();
  for (const index of indexes) {
    const started = performance.now();
    await db.execute(sql.raw(index.definition));
    log(`seed: rebuilt ${index.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Drops the articles table's indexes except its primary key; returns their definitions. */
async function dropSecondaryIndexes(
  db: Database,
): Promise<Array<{ name: string; definition: string }>> {
  const result = await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'articles' and indexname <> 'articles_pkey'
  `);
  const indexes = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
  for (const index of indexes) {
    await db.execute(sql.raw(`drop index if exists "${index.name.replace(/"/g, '""')}"`));
  }
  return indexes;
}
