import {
  type Article,
  type ArticleStatus,
  type Draft,
  type DraftsCursor,
  encodeDraftsCursor,
  encodeNewsCursor,
  MOST_RECENT_LIMIT,
  MOST_WATCHED_LIMIT,
  type MostRecentItem,
  type NewsCursor,
  type NewsItem,
  readingStats,
  tagSlugsOf,
  articleTags as tagsOfKeywords,
  toReactionCounts,
} from '@byline/api-client/contract';
import { and, eq, inArray, lt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AUTHOR_DESIGNATION, SEARCH_SCAN_ROWS, SOURCE_NAME, USER_LIST_LIMIT } from '../constants';
import type { Executor } from '../db/client';
import { descNullsLast, type Page, toPage } from '../db/pagination';
import { articles, articleTags, articleViews, users } from '../db/schema';
import type { StoredImage } from '../media/images';
import { categoryName } from './categoryNames';
import { live, scheduled, statusNow } from './live';
import type { ArticlePlacement } from './read-tags';

/** Newest published first: the feed indexes' order. */
export const newestFirst = [descNullsLast(articles.publishedAt), descNullsLast(articles.id)];
/** Newest written first (drafts and own news): the author indexes' order. */
const newestCreatedFirst = [descNullsLast(articles.createdAt), descNullsLast(articles.id)];

/** The columns a news card needs (never the body: lists stay small). */
export const newsItemColumns = {
  id: articles.id,
  title: articles.title,
  subtitle: articles.subtitle,
  description: articles.description,
  imagePath: articles.imagePath,
  imageAlt: articles.imageAlt,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  categoryId: articles.categoryId,
  keywords: articles.keywords,
  status: articles.status,
  readingMinutes: articles.readingMinutes,
  authorId: users.id,
  authorName: users.fullName,
  authorImage: users.profileImage,
};

export type NewsItemRow = {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  imagePath: string | null;
  imageAlt: string;
  publishedAt: Date | null;
  updatedAt: Date;
  categoryId: number;
  keywords: string[];
  status: 'draft' | 'published';
  readingMinutes: number;
  authorId: number;
  authorName: string;
  authorImage: string | null;
};

export function toNewsItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image_url: row.imagePath,
    image_alt: row.imageAlt,
    pub_date: row.publishedAt?.toISOString() ?? null,
    date: (row.publishedAt ?? row.updatedAt).toISOString(),
    source_name: SOURCE_NAME,
    source_icon: null,
    category_name: categoryName(row.categoryId),
    keywords: row.keywords,
    author_designation: AUTHOR_DESIGNATION,
    status: statusNow(row),
    author: { user_id: row.authorId, full_name: row.authorName, user_profile: row.authorImage },
    reading_minutes: row.readingMinutes,
  };
}

function selectNewsItems(db: Executor) {
  return db
    .select(newsItemColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId));
}

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What `q` searches: title, description and keywords, lower-cased once on write. */
export function buildSearchText(fields: {
  title: string;
  description: string;
  keywords: readonly string[];
}): string {
  return [fields.title, fields.description, ...fields.keywords].join('\n').toLowerCase();
}

export type NewsPage = Page<NewsItem>;

/** A page of a category's published news, newest first (keyset pagination). */
export async function listNews(
  db: Executor,
  query: { categoryId: number; limit: number; cursor: NewsCursor | null; q: string | undefined },
): Promise<NewsPage> {
  const conditions = [eq(articles.categoryId, query.categoryId), live];
  if (query.cursor) {
    conditions.push(
      sql`(${articles.publishedAt}, ${articles.id}) < (${query.cursor.publishedAt}::timestamptz, ${query.cursor.id}::integer)`,
    );
  }
  const wanted = query.limit + 1;
  let rows: NewsItemRow[] | null = null;
  if (query.q) {
    const pattern = likePattern(query.q);
    // A common word is found among the newest few hundred rows of the feed: scan those in index
    // order first (bounded work). Only a rarer word needs the trigram index over all matches.
    const recent = await searchRecent(db, conditions, pattern, wanted);
    rows =
      recent.length >= wanted
        ? recent
        : await selectNewsItems(db)
            .where(and(...conditions, sql`${articles.searchText} like ${pattern}`))
            .orderBy(...newestFirst)
            .limit(wanted);
  } else {
    rows = await selectNewsItems(db)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(wanted);
  }
  return toPage(rows, query.limit, toNewsItem, (last) =>
    last.publishedAt
      ? encodeNewsCursor({ publishedAt: last.publishedAt.toISOString(), id: last.id })
      : null,
  );
}

/**
 * A page of a tag's live news, newest first (keyset pagination): one range of
 * `article_tags_feed_idx` (the tag, then publication time and id, as the category feed), each row
 * joined to its article and author by key. Only published articles have rows (the trigger of
 * migration 0020); the time bound leaves out the scheduled ones.
 */
export async function listTagNews(
  db: Executor,
  query: { tag: string; limit: number; cursor: NewsCursor | null },
): Promise<NewsPage> {
  const conditions = [eq(articleTags.tag, query.tag), lte(articleTags.publishedAt, sql`now()`)];
  if (query.cursor) {
    conditions.push(
      sql`(${articleTags.publishedAt}, ${articleTags.articleId}) < (${query.cursor.publishedAt}::timestamptz, ${query.cursor.id}::integer)`,
    );
  }
  const rows = await db
    .select(newsItemColumns)
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...conditions))
    .orderBy(descNullsLast(articleTags.publishedAt), descNullsLast(articleTags.articleId))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toNewsItem, (last) =>
    last.publishedAt
      ? encodeNewsCursor({ publishedAt: last.publishedAt.toISOString(), id: last.id })
      : null,
  );
}

/**
 * The matches among the newest `SEARCH_SCAN_ROWS` rows of the feed, in feed order. The LIMIT
 * inside the subquery stops the planner from pushing the LIKE down, so it walks the feed index.
 */
async function searchRecent(
  db: Executor,
  conditions: SQL[],
  pattern: string,
  wanted: number,
): Promise<NewsItemRow[]> {
  const recent = db
    .select({ id: articles.id, searchText: articles.searchText, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(SEARCH_SCAN_ROWS)
    .as('recent');
  const matches = await db
    .select({ id: recent.id })
    .from(recent)
    .where(sql`${recent.searchText} like ${pattern}`)
    .orderBy(descNullsLast(recent.publishedAt), descNullsLast(recent.id))
    .limit(wanted);
  if (matches.length < wanted) return [];
  const ids = matches.map((match) => match.id);
  const rows = await selectNewsItems(db).where(inArray(articles.id, ids));
  // Put back in feed order here rather than have the database sort them.
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

export async function listMostRecent(
  db: Executor,
  categoryId: number | undefined,
): Promise<MostRecentItem[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      imagePath: articles.imagePath,
      categoryId: articles.categoryId,
    })
    .from(articles)
    .where(categoryId === undefined ? live : and(live, eq(articles.categoryId, categoryId)))
    .orderBy(...newestFirst)
    .limit(MOST_RECENT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: (row.publishedAt ?? row.updatedAt).toISOString(),
    image: row.imagePath,
    category_name: categoryName(row.categoryId),
  }));
}

export async function listMostWatched(db: Executor): Promise<NewsItem[]> {
  const rows = await selectNewsItems(db)
    .where(live)
    .orderBy(descNullsLast(articles.viewCount), descNullsLast(articles.id))
    .limit(MOST_WATCHED_LIMIT);
  return rows.map(toNewsItem);
}

/** All of a user's articles (any status, scheduled ones too), newest first. */
export async function listOwnNews(db: Executor, authorId: number): Promise<NewsItem[]> {
  const rows = await selectNewsItems(db)
    .where(eq(articles.authorId, authorId))
    .orderBy(...newestCreatedFirst)
    .limit(USER_LIST_LIMIT);
  return rows.map(toNewsItem);
}

/** An author's published articles, newest first (public profile): none before its time. */
export async function listAuthorPublished(db: Executor, authorId: number): Promise<NewsItem[]> {
  const rows = await selectNewsItems(db)
    .where(and(eq(articles.authorId, authorId), live))
    .orderBy(...newestFirst)
    .limit(USER_LIST_LIMIT);
  return rows.map(toNewsItem);
}

const draftColumns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  imagePath: articles.imagePath,
  imageAlt: articles.imageAlt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  keywords: articles.keywords,
  creator: articles.creator,
  content: articles.content,
  videoUrl: articles.videoUrl,
  categoryId: articles.categoryId,
  version: articles.version,
  reviewState: articles.reviewState,
};

/** A page of My Drafts: its rows and the cursor of the next (null at the end). */
export interface DraftsPage {
  items: Draft[];
  nextCursor: string | null;
}

/**
 * My Drafts, a keyset page at a time: the author's scheduled articles, soonest first, then their
 * drafts, newest written first. Each part is read off its own index in order (the scheduled ones
 * are the head of the author's published index: their time is ahead of every live one's); a page
 * that ends the scheduled part goes on with the first drafts.
 */
export async function listDrafts(
  db: Executor,
  authorId: number,
  page: { limit: number; cursor: DraftsCursor | null },
): Promise<DraftsPage> {
  const { limit, cursor } = page;
  // One row past the page says whether there is a next one.
  const wanted = limit + 1;
  const scheduledRows =
    cursor && !cursor.scheduled
      ? []
      : await selectDrafts(db)
          .where(
            and(
              eq(articles.authorId, authorId),
              scheduled,
              cursor
                ? sql`(${articles.publishedAt}, ${articles.id}) > (${cursor.at}::timestamptz, ${cursor.id}::integer)`
                : undefined,
            ),
          )
          .orderBy(
            sql`${articles.publishedAt} asc nulls first`,
            sql`${articles.id} asc nulls first`,
          )
          .limit(wanted);
  const draftRows =
    scheduledRows.length >= wanted
      ? []
      : await selectDrafts(db)
          .where(
            and(
              eq(articles.authorId, authorId),
              eq(articles.status, 'draft'),
              cursor && !cursor.scheduled
                ? sql`(${articles.createdAt}, ${articles.id}) < (${cursor.at}::timestamptz, ${cursor.id}::integer)`
                : undefined,
            ),
          )
          .orderBy(...newestCreatedFirst)
          .limit(wanted - scheduledRows.length);
  const rows = [
    ...scheduledRows.map((row) => ({ row, isScheduled: true })),
    ...draftRows.map((row) => ({ row, isScheduled: false })),
  ];
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ row, isScheduled }) => toDraft(row, isScheduled ? 'scheduled' : 'draft')),
    nextCursor:
      rows.length > limit && last
        ? encodeDraftsCursor({
            scheduled: last.isScheduled,
            at: (
              (last.isScheduled ? last.row.publishedAt : null) ?? last.row.createdAt
            ).toISOString(),
            id: last.row.id,
          })
        : null,
  };
}

/**
 * One of the author's articles as the editor opens it (a draft, a scheduled or a live one, its
 * published text); null when the id is not one (someone else's, or missing).
 */
export async function findDraft(db: Executor, authorId: number, id: number): Promise<Draft | null> {
  const [row] = await db
    .select({ ...draftColumns, status: articles.status })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.authorId, authorId)));
  return row ? toDraft(row, statusNow(row)) : null;
}

const selectDrafts = (db: Executor) => db.select(draftColumns).from(articles);
type DraftRow = Awaited<ReturnType<typeof selectDrafts>>[number];

function toDraft(row: DraftRow, status: ArticleStatus): Draft {
  const isScheduled = status === 'scheduled';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imagePath,
    image_alt: row.imageAlt,
    created_at: row.createdAt.toISOString(),
    keywords: row.keywords,
    creator: row.creator,
    content: row.content,
    video_url: row.videoUrl,
    category_name: categoryName(row.categoryId),
    status,
    scheduled_at: isScheduled ? (row.publishedAt?.toISOString() ?? null) : null,
    // Only a draft is in review (a publish ends it).
    review_state: status === 'draft' ? row.reviewState : null,
    version: row.version,
    pending_update: false,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The whole article. A live one for anyone; a draft or a scheduled one only for its author (null
 * otherwise, so its existence is not revealed).
 */
export async function findArticle(
  db: Executor,
  id: number,
  viewerId: number | null,
): Promise<Article | null> {
  const rows = await db
    .select({
      ...newsItemColumns,
      content: articles.content,
      creator: articles.creator,
      videoUrl: articles.videoUrl,
      createdAt: articles.createdAt,
      imageWidth: articles.imageWidth,
      imageHeight: articles.imageHeight,
      authorXHandle: users.xHandle,
      reactionCounts: articles.reactionCounts,
      fediverseLikes: articles.fediverseLikes,
      fediverseBoosts: articles.fediverseBoosts,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (statusNow(row) !== 'published' && row.authorId !== viewerId) return null;
  const item = toNewsItem(row);
  return {
    ...item,
    author: { ...item.author, x_handle: row.authorXHandle },
    content: row.content,
    creator: row.creator,
    video_url: row.videoUrl,
    category_id: row.categoryId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    image_width: row.imageWidth,
    image_height: row.imageHeight,
    tags: tagsOfKeywords(row.keywords),
    reactions: toReactionCounts(row.reactionCounts),
    fediverse: { likes: row.fediverseLikes, boosts: row.fediverseBoosts },
  };
}

/**
 * A reader's view of a published article in a window (src/news/views.ts): one statement that
 * notes the reader and adds to the count only when the note is new. The author when it counted, else null.
 */
export async function recordView(
  db: Executor,
  view: { articleId: number; readerKey: string; windowStart: Date },
): Promise<{ authorId: number } | null> {
  const noted = db
    .$with('noted')
    .as(
      db
        .insert(articleViews)
        .values(view)
        .onConflictDoNothing()
        .returning({ id: articleViews.articleId }),
    );
  const counted = await db
    .with(noted)
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(inArray(articles.id, db.select({ id: noted.id }).from(noted)), live))
    .returning({ authorId: articles.authorId });
  return counted[0] ?? null;
}

/** Forgets who was counted in windows before `windowStart`. */
export async function pruneViewsBefore(db: Executor, windowStart: Date): Promise<void> {
  await db.delete(articleViews).where(lt(articleViews.windowStart, windowStart));
}

/** An article as locked for a change: where it is shown, whose it is, its version and time. */
export interface LockedArticle extends ArticlePlacement {
  /** When it goes or went live (kept when taken back to a draft); null if never published. */
  publishedAt: Date | null;
  version: number;
}

/** Locks the article row for the rest of the transaction; where it is shown and whose it is. */
export async function lockArticle(db: Executor, id: number): Promise<LockedArticle | null> {
  const rows = await db
    .select({
      authorId: articles.authorId,
      categoryId: articles.categoryId,
      status: articles.status,
      publishedAt: articles.publishedAt,
      version: articles.version,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** Whose the article is; null when there is no such article. */
export async function findArticleAuthor(db: Executor, id: number): Promise<number | null> {
  const rows = await db
    .select({ authorId: articles.authorId })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return rows[0]?.authorId ?? null;
}

/** The caller's article made under `clientKey`, if any (docs/product.md#autosave-and-the-copy-on-this-device). */
export async function findByClientKey(
  db: Executor,
  authorId: number,
  clientKey: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.authorId, authorId), eq(articles.clientKey, clientKey)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The text of an article: what it stores and what a revision keeps. */
export interface ArticleText {
  title: string;
  description: string;
  content: string;
  keywords: string[];
  creator: string[];
  videoUrl: string | null;
  categoryId: number;
}

/** Plain-text and sanitised fields of an article, ready to store. */
export interface ArticleValues extends ArticleText {
  /** The content's reading time (contract `readingStats`). */
  readingMinutes: number;
  /**
   * The cover's description; undefined when the save gave none. It belongs to the cover, not to
   * the text, so revisions do not keep it: restoring one leaves the cover and its description.
   */
  imageAlt?: string | undefined;
  isDraft: boolean;
}

/** What a change leaves stored: the contract's saveArticleResult. */
export interface SavedArticle {
  id: number;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  version: number;
}

const savedColumns = {
  id: articles.id,
  status: articles.status,
  publishedAt: articles.publishedAt,
  version: articles.version,
};

function savedRow(rows: SavedArticle[]): SavedArticle {
  const row = rows[0];
  if (!row) throw new Error('the locked article vanished');
  return row;
}

/** The stored columns of an article's text (and what is derived from it). */
function textColumns(values: ArticleText & { readingMinutes: number }) {
  return {
    categoryId: values.categoryId,
    title: values.title,
    description: values.description,
    content: values.content,
    readingMinutes: values.readingMinutes,
    keywords: values.keywords,
    tagSlugs: tagSlugsOf(values.keywords),
    creator: values.creator,
    videoUrl: values.videoUrl,
    searchText: buildSearchText(values),
  };
}

/** A time as a statement parameter (drivers differ in how they send a Date). */
const timestampOf = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * published_at after a change of an article that was `before`. A draft keeps its first
 * publication time (the feed's sort key when it comes back), but a scheduled article made a draft
 * loses its time: the schedule is off. Publishing now keeps the first publication time too, but a
 * scheduled article published now goes live now. `now()` is the database's clock, the readers'.
 */
export function nextPublishedAt(
  change: { isDraft: boolean; publishAt: Date | null },
  before: ArticleStatus,
): SQL {
  if (change.isDraft) return before === 'scheduled' ? sql`null` : sql`${articles.publishedAt}`;
  if (change.publishAt) return timestampOf(change.publishAt);
  return before === 'scheduled' ? sql`now()` : sql`coalesce(${articles.publishedAt}, now())`;
}

/**
 * A new article (version 1): a draft, live now, or scheduled for `publishAt`. Null when the
 * caller's `clientKey` already made one (a concurrent first save): that one is to be updated.
 */
export async function createArticle(
  db: Executor,
  authorId: number,
  values: ArticleValues,
  image: StoredImage | null,
  options: { clientKey: string | null; publishAt: Date | null },
): Promise<SavedArticle | null> {
  // The statement's clock (the transaction's start): a publication's time and its updated_at are
  // then equal, which is how a page knows it was not updated after publishing.
  const now = sql`now()`;
  const publishedAt = values.isDraft
    ? null
    : options.publishAt
      ? timestampOf(options.publishAt)
      : now;
  const rows = await db
    .insert(articles)
    .values({
      authorId,
      ...textColumns(values),
      status: values.isDraft ? 'draft' : 'published',
      imagePath: image?.path ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      imageAlt: values.imageAlt ?? '',
      createdAt: now,
      updatedAt: now,
      publishedAt,
      clientKey: options.clientKey,
    })
    .onConflictDoNothing({
      target: [articles.authorId, articles.clientKey],
      where: sql`client_key is not null`,
    })
    .returning(savedColumns);
  return rows[0] ?? null;
}

/** A new article, a draft or live now, without a client key (scripts and tests): its id. */
export async function insertArticle(
  db: Executor,
  authorId: number,
  values: ArticleValues,
  image: StoredImage | null,
): Promise<number> {
  const saved = await createArticle(db, authorId, values, image, {
    clientKey: null,
    publishAt: null,
  });
  if (!saved) throw new Error('insert returned no id');
  return saved.id;
}

/**
 * The cover's description after an update: the one given, else the stored one, unless a new
 * cover came without one (a description belongs to its picture).
 */
function nextImageAlt(values: ArticleValues, image: StoredImage | null) {
  if (values.imageAlt !== undefined) return { imageAlt: values.imageAlt };
  return image ? { imageAlt: '' } : {};
}

/**
 * Updates every editable field, the status and the publication time, one version on; the image
 * only when a new one was uploaded.
 */
export async function updateArticle(
  db: Executor,
  id: number,
  values: ArticleValues,
  image: StoredImage | null,
  publishedAt: SQL,
): Promise<SavedArticle> {
  const rows = await db
    .update(articles)
    .set({
      ...textColumns(values),
      status: values.isDraft ? 'draft' : 'published',
      ...(image
        ? { imagePath: image.path, imageWidth: image.width, imageHeight: image.height }
        : {}),
      ...nextImageAlt(values, image),
      updatedAt: sql`now()`,
      publishedAt,
      version: sql`${articles.version} + 1`,
    })
    .where(eq(articles.id, id))
    .returning(savedColumns);
  return savedRow(rows);
}

/** Puts a revision's text back into the article, one version on; its status stays. */
export async function restoreArticleText(
  db: Executor,
  id: number,
  text: ArticleText,
): Promise<SavedArticle> {
  const rows = await db
    .update(articles)
    .set({
      ...textColumns({ ...text, readingMinutes: readingStats(text.content).minutes }),
      updatedAt: sql`now()`,
      version: sql`${articles.version} + 1`,
    })
    .where(eq(articles.id, id))
    .returning(savedColumns);
  return savedRow(rows);
}

/**
 * The contract's `readingStats(html).minutes` in SQL, for rows written in bulk (the seed);
 * migration 0010 backfilled stored rows with the same steps. `\w` follows the database's locale.
 */
export function readingMinutesSql(html: SQLWrapper): SQL {
  return sql`(select case when count(*) = 0 then 0
      else greatest(1, ceil(count(*) / 200.0))::integer end
    from regexp_split_to_table(
      regexp_replace(
        regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '&nbsp;|&#160;|&#xa0;', ' ', 'gi'),
        '&#?\\w+;', '', 'g'),
      '\\s+') as token
    where token ~ '\\w')`;
}

/** An article's text as stored: what a publish needs (contract `refuseArticlePublish`) and keeps. */
export async function findArticleText(db: Executor, id: number): Promise<ArticleText | null> {
  const rows = await db
    .select({
      title: articles.title,
      description: articles.description,
      content: articles.content,
      keywords: articles.keywords,
      creator: articles.creator,
      videoUrl: articles.videoUrl,
      categoryId: articles.categoryId,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Publishes the article at `publishedAt` (nextPublishedAt), one version on. */
export async function publishArticle(
  db: Executor,
  id: number,
  publishedAt: SQL,
): Promise<SavedArticle> {
  const rows = await db
    .update(articles)
    .set({
      status: 'published',
      updatedAt: sql`now()`,
      publishedAt,
      version: sql`${articles.version} + 1`,
      // Published (or scheduled): out of editorial review.
      reviewState: null,
    })
    .where(eq(articles.id, id))
    .returning(savedColumns);
  return savedRow(rows);
}

/**
 * A live article becomes a draft again, one version on; its first publication time stays stored
 * (the feed's sort key if it comes back).
 */
export async function takeBackArticle(db: Executor, id: number): Promise<SavedArticle> {
  const rows = await db
    .update(articles)
    .set({ status: 'draft', updatedAt: sql`now()`, version: sql`${articles.version} + 1` })
    .where(eq(articles.id, id))
    .returning(savedColumns);
  return savedRow(rows);
}

/** A scheduled article becomes a draft again, without a time, one version on. */
export async function unscheduleArticle(db: Executor, id: number): Promise<SavedArticle> {
  const rows = await db
    .update(articles)
    .set({
      status: 'draft',
      updatedAt: sql`now()`,
      publishedAt: null,
      version: sql`${articles.version} + 1`,
    })
    .where(eq(articles.id, id))
    .returning(savedColumns);
  return savedRow(rows);
}

export async function deleteArticle(db: Executor, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}
