import { CATEGORIES, readingStats } from '@byline/api-client/contract';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { articles, coinTransfers, follows } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { tagSlugsSql } from '../news/tagSlugsSql';
import { findOrLinkUser, updateUserProfile } from '../users/userRepository';
import { planCommunity, type SeedFollow, type SeedReward } from './community';
import {
  SEED_ACTIONS,
  SEED_AUTHORS,
  SEED_CONTENT,
  SEED_DESCRIPTION_TEMPLATES,
  SEED_HEADINGS,
  SEED_PLACES,
  SEED_READER_FIRST_NAMES,
  SEED_READER_LAST_NAMES,
  SEED_SUBTITLE_TEMPLATES,
} from './content';
import { COVER_SIZE, generateAvatars, generateCoverImages } from './images';

/** The default seed: enough for every home section and a few pages per category. */
export const DEFAULT_SEED_ARTICLES = 160;
/** Covers per category: three drawn scenes and the same three mirrored. */
const IMAGES_PER_CATEGORY = 6;
/** Seeded readers: they follow and reward the authors, so profiles show real counts. */
export const SEED_READERS = 48;
/** Each category's articles take their authors in turn from a rota this long (authorRotas). */
const AUTHOR_ROTA = 10;
/** Rows per INSERT ... SELECT statement (each its own transaction). */
const BATCH_ROWS = 50_000;
/** From this size on, secondary indexes are dropped for the load and rebuilt once afterwards. */
const REBUILD_INDEXES_FROM = 100_000;
/** Seed articles are spread over the last ten months, at least a second apart. */
const SPAN_SECONDS = 300 * 24 * 60 * 60;
/** Follows and rewards are dated over the last six months. */
const COMMUNITY_SPAN_MS = 180 * 24 * 60 * 60 * 1000;
/** Seeded accounts joined about a year ago (their welcome grant is dated with them). */
const JOINED_DAYS_AGO = 360;
/** Every seeded account's Firebase uid starts with this: no Firebase account ever has it. */
const SEED_UID_PREFIX = 'seed:';

export interface SeedOptions {
  articles?: number;
  log?: (line: string) => void;
}

export async function countArticles(db: Database): Promise<number> {
  const rows = await db.select({ value: count() }).from(articles);
  return Number(rows[0]?.value ?? 0);
}

/** Words as the contract counts them (`readingStats`), so SQL can add up a composed body. */
const words = (text: string) => readingStats(text).words;

/** Words of a template once its placeholders are filled: the rest, and how often each appears. */
function templateWords(template: string) {
  const occurrences = (name: string) => template.split(`{${name}}`).length - 1;
  return {
    rest: words(template.replace(/\{\w+\}/g, ' ')),
    subject: occurrences('subject'),
    object: occurrences('object'),
    place: occurrences('place'),
  };
}

/**
 * Fills the database with sample news: authors and readers who follow and reward them,
 * generated images and `articles` published articles spread over all categories, newest first,
 * with varied view counts. Articles are generated inside the database (INSERT ... SELECT over
 * generate_series), so a million rows need no round trips: the first sixteen of each category
 * carry a hand-written headline, later ones a headline composed of subject, action, object and
 * place, and every body is composed of the category's paragraphs, list items and quotes.
 */
export async function seedDatabase(
  db: Database,
  storage: MediaStorage,
  options: SeedOptions = {},
): Promise<{ articles: number; authors: number }> {
  const total = options.articles ?? DEFAULT_SEED_ARTICLES;
  const log = options.log ?? (() => {});

  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  // Pictures are drawn on sharp's threads while the accounts are written on this one.
  const pictures = Promise.all([
    generateCoverImages(storage, CATEGORIES.length, IMAGES_PER_CATEGORY),
    generateAvatars(storage, SEED_AUTHORS.length),
  ]);
  // Awaited below; this only keeps a failure meanwhile from going unhandled.
  pictures.catch(() => undefined);

  const authorIds: number[] = [];
  for (const [index, author] of SEED_AUTHORS.entries()) {
    authorIds.push(
      await seedAccount(db, `author-${index + 1}`, `author${index + 1}`, author.fullName),
    );
  }
  const readerIds: number[] = [];
  for (let index = 0; index < SEED_READERS; index++) {
    const first = SEED_READER_FIRST_NAMES[index % SEED_READER_FIRST_NAMES.length];
    const last = SEED_READER_LAST_NAMES[(index * 7) % SEED_READER_LAST_NAMES.length];
    readerIds.push(
      await seedAccount(db, `reader-${index + 1}`, `reader${index + 1}`, `${first} ${last}`),
    );
  }
  const [covers, avatars] = await pictures;
  log(`seed: drew ${covers.flat().length} cover images and ${avatars.length} avatars`);
  for (const [index, author] of SEED_AUTHORS.entries()) {
    await updateUserProfile(db, authorIds[index] ?? 0, {
      fullName: author.fullName,
      authorBio: author.bio,
      // Made-up people: a handle would name somebody's real account.
      xHandle: '',
      profileImage: avatars[index] ?? null,
    });
  }

  log(`seed: ${authorIds.length} authors and ${readerIds.length} readers (${seconds()})`);
  await insertArticles(db, { total, authorIds, covers, log });
  await seedCommunity(db, authorIds, readerIds);
  log(`seed: follows and rewards (${seconds()})`);
  // Fresh statistics of every table (the articles, their search documents, follows), so the
  // planner picks the indexes from the first request on: PGlite has no autovacuum to gather them.
  await db.execute(sql`analyze`);
  return { articles: total, authors: authorIds.length };
}

/** A seeded account: findOrLinkUser gives it the welcome grant like any new account. */
async function seedAccount(db: Database, key: string, mailbox: string, fullName: string) {
  const { userId } = await findOrLinkUser(db, {
    firebaseUid: `${SEED_UID_PREFIX}${key}`,
    email: `${mailbox}@byline.example`,
    // Nobody can prove these addresses, so no sign-in is ever linked to a seeded account.
    emailVerified: false,
    fullName,
    userName: fullName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.'),
    loginType: 'email',
    deviceToken: '',
  });
  return userId;
}

/** Content in category-id order, every pool cut to the shortest category's, flattened for SQL. */
function flattenContent() {
  const byCategory = CATEGORIES.map((category) => {
    const content = SEED_CONTENT.find((entry) => entry.slug === category.slug);
    if (!content) throw new Error(`No seed content for ${category.slug}`);
    return content;
  });
  const size = (pick: (entry: (typeof byCategory)[number]) => readonly unknown[]) =>
    Math.min(...byCategory.map((entry) => pick(entry).length));
  const sizes = {
    stories: size((entry) => entry.stories),
    paragraphs: size((entry) => entry.paragraphs),
    listItems: size((entry) => entry.listItems),
    quotes: size((entry) => entry.quotes),
    subjects: size((entry) => entry.subjects),
    objects: size((entry) => entry.objects),
  };
  const flat = <T>(pick: (entry: (typeof byCategory)[number]) => readonly T[], length: number) =>
    byCategory.flatMap((entry) => pick(entry).slice(0, length));
  const stories = flat((entry) => entry.stories, sizes.stories);
  const paragraphs = flat((entry) => entry.paragraphs, sizes.paragraphs);
  const listItems = flat((entry) => entry.listItems, sizes.listItems);
  const quotes = flat((entry) => entry.quotes, sizes.quotes);
  const subjects = flat((entry) => entry.subjects, sizes.subjects);
  const objects = flat((entry) => entry.objects, sizes.objects);
  return {
    sizes,
    stories,
    storyWords: stories.map((story) => words(story.description)),
    paragraphs,
    paragraphWords: paragraphs.map(words),
    listItems,
    listItemWords: listItems.map(words),
    quoteTexts: quotes.map((quote) => quote.text),
    // The quote as the body prints it: “text,” says speaker.
    quoteWords: quotes.map((quote) => words(`${quote.text} says ${quote.speaker}`)),
    speakers: quotes.map((quote) => quote.speaker),
    subjects,
    subjectWords: subjects.map(words),
    objects,
    objectWords: objects.map(words),
    placeWords: SEED_PLACES.map(words),
    headingWords: SEED_HEADINGS.map(words),
    descriptionWords: SEED_DESCRIPTION_TEMPLATES.map(templateWords),
  };
}

/**
 * Each category's rota of authors: its specialists (SEED_AUTHORS' beats) take turns, and two
 * pieces in ten are a guest's, so every author writes across the site.
 */
function authorRotas(authorCount: number): number[] {
  return CATEGORIES.flatMap((category, categoryIndex) => {
    const specialists = SEED_AUTHORS.flatMap((author, index) =>
      author.beats.includes(category.slug) ? [index] : [],
    );
    return Array.from({ length: AUTHOR_ROTA }, (_, slot) =>
      slot % 5 === 4 || specialists.length === 0
        ? (categoryIndex * 3 + slot * 7) % authorCount
        : (specialists[slot % specialists.length] ?? 0),
    );
  });
}

async function insertArticles(
  db: Database,
  input: {
    total: number;
    authorIds: number[];
    covers: string[][];
    log: (line: string) => void;
  },
): Promise<void> {
  const { total, authorIds, covers, log } = input;
  const content = flattenContent();
  const { sizes } = content;
  const rotas = authorRotas(authorIds.length);
  const authorNames = SEED_AUTHORS.map((author) => author.fullName);
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const categoryCount = CATEGORIES.length;
  const headingCount = SEED_HEADINGS.length;
  const step = Math.max(1, Math.floor(SPAN_SECONDS / total));
  const field = (key: 'title' | 'subtitle' | 'description') =>
    content.stories.map((story) => story[key]);
  const titles = json(field('title'));
  const subtitles = json(field('subtitle'));
  const descriptions = json(field('description'));
  const keywords = json(content.stories.map((story) => story.keywords));
  const paragraphs = json(content.paragraphs);
  const paragraphWords = json(content.paragraphWords);
  const listItems = json(content.listItems);
  const listItemWords = json(content.listItemWords);
  const headings = json(SEED_HEADINGS);
  const headingWords = json(content.headingWords);
  const places = json(SEED_PLACES);

  const rounds = Math.ceil(total / BATCH_ROWS);
  const load = async () => {
    for (let round = 0; round < rounds; round++) {
      const from = round * BATCH_ROWS + 1;
      const to = Math.min(total, (round + 1) * BATCH_ROWS);
      await retryingTransaction(db, async (tx) => {
        // c: the category (k) and the article's place in it (i); x: which pieces its body takes;
        // t: its headline, subtitle, standfirst and keywords, hand-written for the first of each
        // category and composed after that. The pieces' counts are pairwise coprime, so a
        // composed headline repeats only after their product (112,112 per category); each
        // category starts its pieces at its own offset, so neighbours in the feed differ.
        // reading_minutes adds up the pieces' words (counted as readingStats does) rather than
        // scanning each body again.
        await tx.execute(sql`
        insert into articles (author_id, category_id, status, title, subtitle, description, content,
          keywords, tag_slugs, creator, image_path, image_width, image_height, search_text,
          view_count, created_at, updated_at, published_at, announced_at, reading_minutes)
        select author_id, category_id, 'published', title, subtitle, description, content,
          keywords, ${tagSlugsSql(sql`keywords`)}, jsonb_build_array(author_name), image_path,
          ${COVER_SIZE.width}::integer, ${COVER_SIZE.height}::integer,
          lower(title || E'\n' || description || coalesce(
            (select string_agg(k, '') from (select E'\n' || value as k
              from jsonb_array_elements_text(keywords)) as list), '')),
          views, at, at, at, at,
          case when word_count = 0 then 0 else greatest(1, ceil(word_count / 200.0))::integer end
        from (
          select c.k + 1 as category_id, t.title, t.subtitle, t.description, t.keywords,
            '<p>' || t.description || '</p><p>' || (${paragraphs} ->> x.p0) || '</p>'
              || '<h2>' || (${headings} ->> x.h0) || '</h2><p>' || (${paragraphs} ->> x.p1) || '</p>'
              || case when x.ordered then '<ol>' else '<ul>' end
              || '<li>' || (${listItems} ->> x.l0) || '</li><li>' || (${listItems} ->> x.l1)
              || '</li><li>' || (${listItems} ->> x.l2) || '</li>'
              || case when x.ordered then '</ol>' else '</ul>' end
              || '<blockquote>“' || (${json(content.quoteTexts)} ->> x.q) || ',” says '
              || (${json(content.speakers)} ->> x.q) || '.</blockquote>'
              || '<h2>' || (${headings} ->> x.h1) || '</h2><p>' || (${paragraphs} ->> x.p2) || '</p>'
              as content,
            t.word_count + (${paragraphWords} ->> x.p0)::int + (${paragraphWords} ->> x.p1)::int
              + (${paragraphWords} ->> x.p2)::int + (${headingWords} ->> x.h0)::int
              + (${headingWords} ->> x.h1)::int + (${listItemWords} ->> x.l0)::int
              + (${listItemWords} ->> x.l1)::int + (${listItemWords} ->> x.l2)::int
              + (${json(content.quoteWords)} ->> x.q)::int as word_count,
            (${json(authorIds)} ->> a.index)::integer as author_id,
            ${json(authorNames)} ->> a.index as author_name,
            ${json(covers)} -> c.k ->> ((c.i + c.i / ${IMAGES_PER_CATEGORY}) % ${IMAGES_PER_CATEGORY})::int as image_path,
            (g::bigint * 7919) % 9973 as views,
            date_trunc('milliseconds', now()) - make_interval(secs =>
              120 + (g - 1)::bigint * ${step} + (((g - 1)::bigint * 7919) % 997) * ${step} / 2000) as at
          from generate_series(${from}::integer, ${to}::integer) as g
          cross join lateral (select (g - 1) % ${categoryCount} as k, (g - 1) / ${categoryCount} as i) as c
          cross join lateral (
            select (${json(rotas)} ->> (c.k * ${AUTHOR_ROTA} + c.i % ${AUTHOR_ROTA}))::int as index
          ) as a
          cross join lateral (
            select
              c.k * ${sizes.paragraphs} + c.i % ${sizes.paragraphs} as p0,
              c.k * ${sizes.paragraphs} + (c.i % ${sizes.paragraphs} + 1 + (c.i / ${sizes.paragraphs}) % 2) % ${sizes.paragraphs} as p1,
              c.k * ${sizes.paragraphs} + (c.i % ${sizes.paragraphs} + 3 + (c.i / ${sizes.paragraphs * 2}) % 2) % ${sizes.paragraphs} as p2,
              c.i % ${headingCount} as h0,
              (c.i % ${headingCount} + 1 + (c.i / ${headingCount}) % ${headingCount - 2}) % ${headingCount} as h1,
              c.k * ${sizes.listItems} + (c.i * 5 + c.i / ${sizes.listItems}) % ${sizes.listItems} as l0,
              c.k * ${sizes.listItems} + (c.i * 5 + c.i / ${sizes.listItems} + 1) % ${sizes.listItems} as l1,
              c.k * ${sizes.listItems} + (c.i * 5 + c.i / ${sizes.listItems} + 2) % ${sizes.listItems} as l2,
              c.k * ${sizes.quotes} + (c.i / 2 + c.i / 7) % ${sizes.quotes} as q,
              c.i % 3 = 2 as ordered,
              c.k * ${sizes.stories} + c.i % ${sizes.stories} as story,
              c.k * ${sizes.subjects} + c.i % ${sizes.subjects} as subject,
              c.k * ${sizes.objects} + c.i % ${sizes.objects} as object,
              (c.i + c.k * 5) % ${SEED_PLACES.length} as place,
              (c.i + c.k) % ${SEED_SUBTITLE_TEMPLATES.length} as subtitle_template,
              (c.i + c.k) % ${SEED_DESCRIPTION_TEMPLATES.length} as description_template,
              (c.i + c.k * 3) % ${SEED_ACTIONS.length} as action
          ) as x
          cross join lateral (
            select
              ${json(content.subjects)} ->> x.subject as subject,
              ${json(content.objects)} ->> x.object as object,
              ${places} ->> x.place as place,
              ${json(content.descriptionWords)} -> x.description_template as counts
          ) as piece
          cross join lateral (
            select
              ${titles} ->> x.story as title,
              ${subtitles} ->> x.story as subtitle,
              ${descriptions} ->> x.story as description,
              ${keywords} -> x.story as keywords,
              (${json(content.storyWords)} ->> x.story)::int as word_count
            where c.i < ${sizes.stories}
            union all
            select
              piece.subject || ' ' || (${json(SEED_ACTIONS)} ->> x.action)
                || ' ' || piece.object || ' in ' || piece.place,
              replace(${json(SEED_SUBTITLE_TEMPLATES)} ->> x.subtitle_template, '{place}', piece.place),
              replace(replace(replace(${json(SEED_DESCRIPTION_TEMPLATES)} ->> x.description_template,
                '{subject}', piece.subject), '{object}', piece.object), '{place}', piece.place),
              (${keywords} -> x.story) || jsonb_build_array(piece.place),
              (piece.counts ->> 'rest')::int
                + (piece.counts ->> 'subject')::int * (${json(content.subjectWords)} ->> x.subject)::int
                + (piece.counts ->> 'object')::int * (${json(content.objectWords)} ->> x.object)::int
                + (piece.counts ->> 'place')::int * (${json(content.placeWords)} ->> x.place)::int
            where c.i >= ${sizes.stories}
          ) as t
        ) as generated
      `);
      });
      log(`seed: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} articles`);
    }
  };
  // The search documents' words go into search_words once, after the load (ts_stat reads every
  // document in one pass), rather than through their trigger once per article.
  await db.execute(
    sql`alter table article_search_documents disable trigger article_search_documents_words`,
  );
  try {
    if (total >= REBUILD_INDEXES_FROM) await loadArticlesInBulk(db, load, log);
    else await load();
  } finally {
    await db.execute(
      sql`alter table article_search_documents enable trigger article_search_documents_words`,
    );
  }
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat('select document from article_search_documents')
    on conflict (word) do nothing`);
}

/**
 * Follows and rewards between seeded accounts, written as the community code keeps them
 * (docs/adr/0015): one follows row per pair and counts that match the rows; each reward a ledger
 * row with the sender's idempotency key and balances equal to coins in minus coins out, so the
 * sum of balances stays the sum of grants. Seeding again (--force) adds nothing twice. No
 * notifications: nobody can sign in as a seeded account to read them, and none is left unread.
 */
async function seedCommunity(db: Database, authorIds: number[], readerIds: number[]) {
  // Up to eight published articles of each author, for rewards to name.
  const result = (await db.execute(sql`
    select u.id as author_id, coalesce(array_agg(a.id) filter (where a.id is not null), '{}') as ids
    from unnest(${sql.raw(`array[${authorIds.map(Number).join(',') || 'null'}]::integer[]`)}) as u(id)
    left join lateral (
      select id from ${articles}
      where author_id = u.id and status = 'published' and published_at <= now()
      order by published_at desc limit 8
    ) as a on true
    group by u.id`)) as unknown as { rows: Array<{ author_id: number; ids: number[] }> };
  const articlesByAuthor = new Map(result.rows.map((row) => [Number(row.author_id), row.ids]));
  const plan = planCommunity({ authorIds, readerIds, articlesByAuthor });
  const now = Date.now();
  const datedAt = (index: number, length: number) =>
    new Date(
      now - COMMUNITY_SPAN_MS + Math.round(((index + 1) * COMMUNITY_SPAN_MS) / (length + 1)),
    );

  await retryingTransaction(db, async (tx) => {
    const seeded = sql`(select id from users where firebase_uid like ${`${SEED_UID_PREFIX}%`})`;
    // Seeded accounts joined before anything they did; their welcome grant is dated with them.
    await tx.execute(sql`
      update users set created_at = now() - make_interval(days => ${JOINED_DAYS_AGO} + id % 30)
      where id in ${seeded} and created_at > now() - interval '1 day'`);
    await tx.execute(sql`
      update coin_transfers t set created_at = u.created_at from users u
      where t.kind = 'grant' and t.to_user_id = u.id and u.id in ${seeded}`);

    // Oldest first, so ids grow with time as they do for real follows and rewards.
    if (plan.follows.length > 0) {
      await tx
        .insert(follows)
        .values(
          plan.follows.map((entry: SeedFollow, index) => ({
            ...entry,
            createdAt: datedAt(index, plan.follows.length),
          })),
        )
        .onConflictDoNothing();
    }
    if (plan.rewards.length > 0) {
      await tx
        .insert(coinTransfers)
        .values(
          plan.rewards.map((reward: SeedReward, index) => ({
            ...reward,
            kind: 'reward' as const,
            createdAt: datedAt(index, plan.rewards.length),
          })),
        )
        .onConflictDoNothing();
    }
    // Counts and balances from the rows themselves, as every follow and reward keeps them.
    await tx.execute(sql`
      update users u set
        followers_count = (select count(*) from follows f where f.followee_id = u.id),
        following_count = (select count(*) from follows f where f.follower_id = u.id),
        wallet = coalesce((select sum(amount) from coin_transfers t where t.to_user_id = u.id), 0)
          - coalesce((select sum(amount) from coin_transfers t where t.from_user_id = u.id), 0)
      where u.id in ${seeded}`);
  });
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

/** Drops the indexes of articles and article_tags but their primary keys; returns their definitions. */
async function dropSecondaryIndexes(
  db: Database,
): Promise<Array<{ name: string; definition: string }>> {
  const result = await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('articles', 'article_tags')
      and indexname not in ('articles_pkey', 'article_tags_article_id_tag_pk')
  `);
  const indexes = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
  for (const index of indexes) {
    await db.execute(sql.raw(`drop index if exists "${index.name.replace(/"/g, '""')}"`));
  }
  return indexes;
}
