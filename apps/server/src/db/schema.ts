import type { JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@byline/api-client/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A full-text document (drizzle has no tsvector type of its own); only the database writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Millisecond precision keeps timestamps identical after a round trip through JS Dates (cursors). */
const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const categories = pgTable('categories', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The administrator may rename it (docs/adr/0038); its id and slug stay. */
  name: text('name').notNull(),
  /** The header's label; null: not in the header (Crime, as the specification has it). */
  navLabel: text('nav_label'),
  /** Where readers see it among the others. */
  position: smallint('position').notNull().default(0),
  /** Out of the header, the footer and the editor's choices; its page and articles stay. */
  hidden: boolean('hidden').notNull().default(false),
});

/**
 * Slugs a category had before an administrator changed it (docs/adr/0038): its old address
 * moves (301) to its page. A slug is a category's or a redirect's, never both.
 */
export const categoryRedirects = pgTable('category_redirects', {
  slug: text('slug').primaryKey(),
  categoryId: smallint('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

/**
 * The site's settings (docs/adr/0038): one row. Null columns keep the kit's defaults; `version`
 * grows with every save (pages' ETags and the settings cache of every process key on it).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    description: text('description'),
    brandColor: text('brand_color'),
    socialLinks: jsonb('social_links').$type<{ label: string; url: string }[]>(),
    footerColumns:
      jsonb('footer_columns').$type<{ title: string; links: { label: string; url: string }[] }[]>(),
    /** The newsroom's logo (a media path, docs/adr/0038); null: the kit's wordmark. */
    logoPath: text('logo_path'),
    version: integer('version').notNull().default(1),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [check('site_settings_one_row_check', sql`${table.id} = 1`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firebaseUid: text('firebase_uid').notNull(),
    email: text('email').notNull(),
    /** Whether the identity provider vouched for `email` at the last sign-in (linking needs it). */
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name').notNull(),
    userName: text('user_name').notNull().default(''),
    authorBio: text('author_bio').notNull().default(''),
    /** The author's X account, without the "@" ('' for none): share cards name it. */
    xHandle: text('x_handle').notNull().default(''),
    /** The author's handle on the fediverse (`@handle@host`, docs/adr/0032); null: no actor. */
    fediverseHandle: text('fediverse_handle'),
    /** Remote follows wait for the author's Accept or Reject (`manuallyApprovesFollowers`). */
    fediverseApprovesFollowers: boolean('fediverse_approves_followers').notNull().default(false),
    mobileNo: text('mobile_no'),
    profileImage: text('profile_image'),
    /** Who follows this user, and whom they follow: kept with each follow row (docs/adr/0015). */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** Published articles of this author, kept by a trigger on articles (migration 0002). */
    publishedCount: integer('published_count').notNull().default(0),
    /** Whole coins: the ledger's in minus out (coin_transfers), changed with each ledger row. */
    wallet: bigint('wallet', { mode: 'number' }).notNull().default(0),
    /** The notification bell's number, kept with each notification inserted or read. */
    unreadNotifications: integer('unread_notifications').notNull().default(0),
    loginType: text('login_type').notNull(),
    deviceToken: text('device_token').notNull().default(''),
    /**
     * What the account may do (contract/roles.ts, docs/roles.md): every account reads; a new one
     * is an author unless the site reviews first. Read with the session on every call.
     */
    role: text('role').notNull().default('author'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
    /**
     * When the person deleted the account (docs/privacy.md): the row stays, emptied of everything
     * personal, so that the ledger and what they chose to keep still have someone to point at.
     */
    deletedAt: timestampMs('deleted_at'),
    /**
     * When a moderator suspended the account (docs/adr/0037): its sessions ended then, its
     * writes are refused and its comments hidden; null while it is in good standing.
     */
    suspendedAt: timestampMs('suspended_at'),
  },
  (table) => [
    check('users_wallet_check', sql`${table.wallet} >= 0`),
    check(
      'users_role_check',
      sql`${table.role} in ('reader', 'contributor', 'author', 'editor', 'administrator')`,
    ),
    uniqueIndex('users_firebase_uid_key').on(table.firebaseUid),
    uniqueIndex('users_fediverse_handle_key').on(table.fediverseHandle),
    // A returning person with a new Firebase uid is found by email (users/userRepository.ts).
    index('users_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored, so a database leak reveals no token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    revokedAt: timestampMs('revoked_at'),
    /** The session is dead after this; moved forward as it is used (src/auth/sessions.ts). */
    expiresAt: timestampMs('expires_at').notNull(),
    /** When the Firebase account behind it was last found enabled and not revoked. */
    identityCheckedAt: timestampMs('identity_checked_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull(),
    content: text('content').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    creator: jsonb('creator').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    imagePath: text('image_path'),
    /** The stored cover's size in pixels (share cards state it); null without a cover. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The cover's description for readers who cannot see it; '' when none was written. */
    imageAlt: text('image_alt').notNull().default(''),
    /**
     * The keywords' tag slugs (contract `tagSlugsOf`), written with them; a trigger copies them
     * into `article_tags` while the article is published (migration 0020).
     */
    tagSlugs: text('tag_slugs').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased title, description and keywords: what `q` searches (trigram index). */
    searchText: text('search_text').notNull(),
    /** The body's reading time in whole minutes, kept on every save (contract `readingStats`). */
    readingMinutes: integer('reading_minutes').notNull().default(0),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    /** Visible comments, kept with every insert, delete and hide (docs/adr/0015). */
    commentCount: integer('comment_count').notNull().default(0),
    /** How many readers gave each reaction, `{kind: count}` (docs/adr/0025). */
    reactionCounts: jsonb('reaction_counts').$type<Record<string, number>>().notNull().default({}),
    /** Fediverse accounts that liked it, and that boosted it (Announce), once each (adr 0033). */
    fediverseLikes: integer('fediverse_likes').notNull().default(0),
    fediverseBoosts: integer('fediverse_boosts').notNull().default(0),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
    /**
     * When it goes (or went) live. A published article whose time is ahead is scheduled: readers
     * see it nowhere until then (docs/adr/0016).
     */
    publishedAt: timestampMs('published_at'),
    /** Grows with every change; a save names the version it started from. */
    version: integer('version').notNull().default(1),
    /** The editor's key of a new article: a save under a key used before updates that one. */
    clientKey: text('client_key'),
    /** When its author's followers were told it is live; null until then (at most once). */
    announcedAt: timestampMs('announced_at'),
    /** Editorial review (docs/adr/0036): `submitted` or `changes_requested`; null out of review. */
    reviewState: text('review_state', { enum: ['submitted', 'changes_requested'] }),
    /** When it was last submitted for review: the editors' queue waits from it. */
    reviewSubmittedAt: timestampMs('review_submitted_at'),
  },
  (table) => [
    check('articles_status_check', sql`${table.status} in ('draft', 'published')`),
    check(
      'articles_review_state_check',
      sql`${table.reviewState} in ('submitted', 'changes_requested')`,
    ),
    // The editors' review queue, the longest waiting first.
    index('articles_review_queue_idx')
      .on(table.reviewSubmittedAt, table.id)
      .where(sql`${table.reviewState} = 'submitted'`),
    check(
      'articles_published_at_check',
      sql`${table.status} = 'draft' or ${table.publishedAt} is not null`,
    ),
    // News list by category, newest first, keyset on (published_at, id).
    index('articles_category_feed_idx')
      .on(table.categoryId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // Most recent across all categories.
    index('articles_feed_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // Most watched.
    index('articles_most_watched_idx')
      .on(table.viewCount.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // Own news (every status), newest first.
    index('articles_author_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    // The caller's drafts.
    index('articles_author_drafts_idx')
      .on(table.authorId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'draft'`),
    // An author's public profile: published articles and their count.
    index('articles_author_published_idx')
      .on(table.authorId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // Sitemaps: each article sitemap covers one range of SITEMAP_PAGE_SIZE (50,000) ids; its
    // lastmod is the range's newest live updated_at, one index probe (src/feeds/feedRepository.ts).
    // published_at is a key so the probe steps over scheduled articles in the index, without
    // visiting their rows in the heap (wherever the rows happen to lie).
    index('articles_sitemap_idx')
      .on(sql`((${table.id} - 1) / 50000)`, table.updatedAt.desc(), table.publishedAt)
      .where(sql`${table.status} = 'published'`),
    // Search: substring match on the lower-cased text.
    index('articles_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A retried first save finds the article its key made (and two at once make one).
    uniqueIndex('articles_client_key')
      .on(table.authorId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    // Publications whose followers are still to be told: empty but for scheduled articles.
    index('articles_unannounced_idx')
      .on(table.publishedAt)
      .where(sql`${table.status} = 'published' and ${table.announcedAt} is null`),
  ],
);

/**
 * Tag pages (contract/tags.ts): one row per published article and tag slug, kept by a trigger on
 * `articles` from its `tag_slugs`, status and publication time (migration 0020). A tag's page is
 * one range of `article_tags_feed_idx` in the category feed's order, joined to its articles by
 * key: the same work at a thousand articles as at a million.
 */
export const articleTags = pgTable(
  'article_tags',
  {
    tag: text('tag').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The article's publication time, copied: the feed's order without reading the article. */
    publishedAt: timestampMs('published_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tag] }),
    index('article_tags_feed_idx').on(table.tag, table.publishedAt.desc(), table.articleId.desc()),
  ],
);

/**
 * Every tag ever published, numbered in order of first use (the trigger adds it): the tags
 * sitemap is paged by id ranges like the authors'.
 */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

/**
 * Site search (docs/product.md#site-search): each article's weighted full-text document, kept by a trigger on every
 * write (migration 0013). Headline weighs most (A), then subtitle, description and keywords (B),
 * then the body (C; the parser skips its HTML tags). A table of its own, because in `articles`
 * the document would widen every row and slow every list that reads them off an index.
 */
export const articleSearchDocuments = pgTable(
  'article_search_documents',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (table) => [index('article_search_documents_idx').using('gin', table.document)],
);

/**
 * Every word (an English lexeme) of any article's search document (ADR 0018): a misspelt search
 * word is corrected to its nearest entry by trigram similarity, a search over thousands of short
 * words rather than over every article's text. Kept by a trigger on article_search_documents
 * (migration 0014); words of deleted articles stay (a correction then finds nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * An article's earlier texts (docs/adr/0016): one per manual save, publish, schedule and restore;
 * autosaves coalesce into the newest autosave revision. The newest AUTHORING_LIMITS.revisionsKept
 * of an article are kept.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['autosave', 'save', 'publish', 'restore'] }).notNull(),
    savedAt: timestampMs('saved_at').notNull().defaultNow(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    creator: jsonb('creator').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    categoryId: smallint('category_id').notNull(),
    /** The body's words (contract `readingStats`), for the history list. */
    words: integer('words').notNull().default(0),
    /** Who saved it: its writer, or an editor reviewing it (null: an account since deleted). */
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'article_revisions_kind_check',
      sql`${table.kind} in ('autosave', 'save', 'publish', 'restore')`,
    ),
    // An article's revisions, newest first; pruning and coalescing read its head.
    index('article_revisions_article_idx').on(table.articleId, table.id.desc()),
  ],
);

/**
 * The author's changes to a live article not yet shown to readers (docs/adr/0024): autosaves and
 * saves of a published article land here, and its update copies them into the article. At most
 * one per article; none while readers see the author's newest text.
 */
export const articlePendingEdits = pgTable('article_pending_edits', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  categoryId: smallint('category_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  creator: jsonb('creator').$type<string[]>().notNull().default([]),
  videoUrl: text('video_url'),
  imagePath: text('image_path'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  imageAlt: text('image_alt').notNull().default(''),
  savedAt: timestampMs('saved_at').notNull().defaultNow(),
});

/**
 * Who has been counted as a viewer of an article in a window (src/news/views.ts): one row per
 * article, reader and window, so a reader adds one view per window. Readers are `u:<user id>` or
 * `a:<keyed hash of the address>`; addresses are never stored. Rows of past windows are deleted.
 */
export const articleViews = pgTable(
  'article_views',
  {
    windowStart: timestampMs('window_start').notNull(),
    // No foreign key: rows live a day at most, and a draft's delete would have to scan them.
    articleId: integer('article_id').notNull(),
    readerKey: text('reader_key').notNull(),
  },
  // Window first: pruning deletes a prefix of the key.
  (table) => [primaryKey({ columns: [table.windowStart, table.articleId, table.readerKey] })],
);

/**
 * Who was counted for a read (reached the end of the text) or a device in a window, as
 * `article_views` for views: one row per article, kind and reader, pruned with the views.
 */
export const articleStatMarks = pgTable(
  'article_stat_marks',
  {
    windowStart: timestampMs('window_start').notNull(),
    articleId: integer('article_id').notNull(),
    kind: text('kind', { enum: ['read', 'device'] }).notNull(),
    readerKey: text('reader_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.windowStart, table.articleId, table.kind, table.readerKey] }),
  ],
);

/** UTC day buckets (docs/adr/0035): a stats page reads one row per day, whatever the traffic. */
const day = () => date('day', { mode: 'string' }).notNull();
const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** An article's views and reads per day (written with the view or the read). */
export const articleDailyStats = pgTable(
  'article_daily_stats',
  {
    articleId: integer('article_id').notNull(),
    day: day(),
    views: counter('views'),
    reads: counter('reads'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.day] })],
);

/** An author's views and reads per day, over all their articles. */
export const authorDailyStats = pgTable(
  'author_daily_stats',
  {
    authorId: integer('author_id').notNull(),
    day: day(),
    views: counter('views'),
    reads: counter('reads'),
  },
  (table) => [primaryKey({ columns: [table.authorId, table.day] })],
);

/** The whole site's views and reads per day. */
export const siteDailyStats = pgTable('site_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: counter('views'),
  reads: counter('reads'),
});

/**
 * Where an article's counted views came from, per day: a class (`direct`, `internal`,
 * `search`, `feed`, `newsletter`, `fediverse`, `website`) and, for sites and search engines,
 * the referring domain alone ('' otherwise). No full referrer is kept.
 */
export const articleDailySources = pgTable(
  'article_daily_sources',
  {
    articleId: integer('article_id').notNull(),
    day: day(),
    source: text('source').notNull(),
    domain: text('domain').notNull().default(''),
    views: counter('views'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.day, table.source, table.domain] })],
);

/** Which devices (by the viewport the page reported) read an article, per day. */
export const articleDailyDevices = pgTable(
  'article_daily_devices',
  {
    articleId: integer('article_id').notNull(),
    day: day(),
    device: text('device', { enum: ['phone', 'tablet', 'desktop'] }).notNull(),
    views: counter('views'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.day, table.device] })],
);

/** An article's running totals the articles table sorts by: reads, and coins rewarded for it. */
export const articleStatTotals = pgTable('article_stat_totals', {
  articleId: integer('article_id').primaryKey(),
  reads: counter('reads'),
  coins: counter('coins'),
});

/**
 * Comments on articles: plain text; a hidden one is gone for every reader (docs/adr/0015). A reply
 * names the top-level comment of its thread (one level deep, docs/adr/0025), which counts its
 * visible replies; deleting a comment deletes its replies.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    // No foreign keys to articles from the community tables: only drafts are deleted, and a
    // draft's delete would have to scan them. Deleting a draft deletes its visible comments
    // (news/repository.ts); ledger lines and notifications keep the id and show no article.
    articleId: integer('article_id').notNull(),
    /** The site's writer; null for a reply from the fediverse (then `remote_actor_id`). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The fediverse account that wrote it (docs/adr/0033); null for the site's readers. */
    remoteActorId: integer('remote_actor_id').references((): AnyPgColumn => remoteActors.id, {
      onDelete: 'cascade',
    }),
    /** The remote Note's id (a URL) a fediverse reply came as: its Update and Delete name it. */
    remoteObjectUri: text('remote_object_uri'),
    body: text('body').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
    hiddenAt: timestampMs('hidden_at'),
    /**
     * Who hid it (docs/adr/0037): `author` (the article's author; also every hide from before),
     * `moderator`, `thread` (hidden with its top-level comment) or `suspension` (its writer's).
     * A moderator restores any of them; a reinstatement restores `suspension`.
     */
    hiddenBy: text('hidden_by'),
    /** The thread's top-level comment; null for a top-level comment. */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** A top-level comment's visible replies, kept with every reply written, deleted or hidden. */
    replyCount: integer('reply_count').notNull().default(0),
    /** How many readers gave each reaction, `{kind: count}` (docs/adr/0025). */
    reactionCounts: jsonb('reaction_counts').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    // An article's visible top-level comments, newest first (keyset on id).
    index('comments_article_idx')
      .on(table.articleId, table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.parentId} is null`),
    // A thread's visible replies, oldest first (keyset on id); also what a delete cascades by.
    index('comments_thread_idx').on(table.parentId, table.id),
    // Exactly one writer: a reader of the site or a fediverse account.
    check(
      'comments_one_author_check',
      sql`(${table.authorId} is null) <> (${table.remoteActorId} is null)`,
    ),
    uniqueIndex('comments_remote_object_key')
      .on(table.remoteObjectUri)
      .where(sql`${table.remoteObjectUri} is not null`),
  ],
);

/**
 * Reactions (docs/adr/0025): one row per reader, target and kind. The target is the article
 * (`comment_id` null) or one of its comments; the counts live in the target's row.
 */
export const reactions = pgTable(
  'reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['like', 'unicorn', 'insightful', 'celebrate'] }).notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'reactions_kind_check',
      sql`${table.kind} in ('like', 'unicorn', 'insightful', 'celebrate')`,
    ),
    // One of each kind per reader and target: a second is no row (on conflict do nothing).
    uniqueIndex('reactions_article_unique')
      .on(table.userId, table.articleId, table.kind)
      .where(sql`${table.commentId} is null`),
    uniqueIndex('reactions_comment_unique')
      .on(table.userId, table.commentId, table.kind)
      .where(sql`${table.commentId} is not null`),
    // A reader's own reactions on one article and its comments; a deleted comment's cascade.
    index('reactions_reader_idx').on(table.userId, table.articleId),
    index('reactions_comment_idx').on(table.commentId),
  ],
);

/** Who follows whom; the counts live in users (followers_count, following_count). */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('follows_not_self_check', sql`${table.followerId} <> ${table.followeeId}`),
    uniqueIndex('follows_pair_key').on(table.followerId, table.followeeId),
    // An author's followers, newest first.
    index('follows_followee_idx').on(table.followeeId, table.id.desc()),
    // An author's followers by day (stats): an index-only range of the period.
    index('follows_followee_day_idx').on(table.followeeId, table.createdAt),
    // Whom a user follows, newest first.
    index('follows_follower_idx').on(table.followerId, table.id.desc()),
  ],
);

/**
 * The coin ledger: one row per transfer. A grant (how coins enter) has no sender; a reward moves
 * coins between two users. For every user, users.wallet = coins in − coins out (docs/adr/0015).
 */
export const coinTransfers = pgTable(
  'coin_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['grant', 'reward'] }).notNull(),
    articleId: integer('article_id'),
    /** The sender's key of a reward: a retried request finds the same row (never null then). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coin_transfers_amount_check', sql`${table.amount} > 0`),
    check('coin_transfers_kind_check', sql`${table.kind} in ('grant', 'reward')`),
    check(
      'coin_transfers_sender_check',
      sql`(${table.kind} = 'grant' and ${table.fromUserId} is null) or (${table.kind} = 'reward' and ${table.fromUserId} is not null and ${table.fromUserId} <> ${table.toUserId} and ${table.idempotencyKey} is not null)`,
    ),
    uniqueIndex('coin_transfers_idempotency_key').on(table.fromUserId, table.idempotencyKey),
    // A wallet's history: what went out and what came in, newest first, merged.
    index('coin_transfers_from_idx').on(table.fromUserId, table.id.desc()),
    index('coin_transfers_to_idx').on(table.toUserId, table.id.desc()),
    // Coins rewarded to an author, and to everyone, by day (stats): index-only ranges.
    index('coin_transfers_rewards_to_day_idx')
      .on(table.toUserId, table.createdAt, table.amount)
      .where(sql`${table.kind} = 'reward'`),
    index('coin_transfers_rewards_day_idx')
      .on(table.createdAt, table.amount)
      .where(sql`${table.kind} = 'reward'`),
  ],
);

/**
 * What happened to a user: a follow, a reward, a comment on their article, an article of an
 * author they follow. users.unread_notifications counts the unread ones.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id'),
    /** The comment's id, kept after the comment is deleted (no foreign key: see comments). */
    commentId: integer('comment_id'),
    amount: bigint('amount', { mode: 'number' }),
    /** A moderator's reason (`unpublished`, docs/adr/0037); null otherwise. */
    note: text('note'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    readAt: timestampMs('read_at'),
  },
  (table) => [
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('follow', 'reward', 'comment', 'published', 'reply', 'unpublished', 'review_note', 'changes_requested', 'approved')`,
    ),
    // A user's notifications, newest first.
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    // Mark all as read touches the unread ones only.
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    // An article's notifications, removed with it (docs/adr/0024).
    index('notifications_article_idx')
      .on(table.articleId)
      .where(sql`${table.articleId} is not null`),
    // One follow notification per follower, author and day (UTC): a follow toggled many times
    // tells the author once. A unique key, not a check, so concurrent follows cannot both write.
    uniqueIndex('notifications_follow_daily_unique')
      .on(table.userId, table.actorId, sql`((${table.createdAt} at time zone 'UTC')::date)`)
      .where(sql`${table.kind} = 'follow'`),
  ],
);

/**
 * Newsletter subscriptions (docs/adr/0017): the lower-cased address and the random
 * token of its unsubscribe link, nothing more. Unsubscribing keeps the row (unsubscribed_at), so
 * an old link still answers and subscribing again reuses its token.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('subscriptions_email_unique'),
    /** The random token of ADR 0017's links; links are signed now (ADR 0029), it is kept unused. */
    token: text('token').notNull().unique('subscriptions_token_unique'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    unsubscribedAt: timestampMs('unsubscribed_at'),
    /** The confirmation link was confirmed (double opt-in, ADR 0029): only then is mail sent. */
    confirmedAt: timestampMs('confirmed_at'),
    /** The reader who subscribed signed in, with this address: may choose the authors they follow. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `each` article in its own email, or a daily `digest`. */
    mode: text('mode').notNull().default('each'),
    /** Empty: all news; otherwise these categories (and the followed authors with followAuthors). */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    followAuthors: boolean('follow_authors').notNull().default(false),
    /** No more mail: refused permanently by the SMTP server, bounced, or a complaint. */
    suppressedAt: timestampMs('suppressed_at'),
    suppressedReason: text('suppressed_reason'),
  },
  (table) => [
    // Confirmed subscribers by day (site stats).
    index('subscriptions_confirmed_day_idx')
      .on(table.confirmedAt)
      .where(sql`${table.confirmedAt} is not null`),
  ],
);

/**
 * One article for one subscriber (ADR 0029): the unique pair is what makes each subscriber get
 * each article at most once, whatever the jobs do. `pending` → `sending` (claimed, committed
 * before the SMTP call) → `sent`, or `failed` (refused for good), or `skipped` (the subscriber
 * left or was suppressed before it went out); `digest` rows go out in the daily digest.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    digest: boolean('digest').notNull().default(false),
    state: text('state').notNull().default('pending'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    sentAt: timestampMs('sent_at'),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_pair_key').on(table.subscriptionId, table.articleId),
    index('newsletter_deliveries_article_idx').on(table.articleId, table.state),
    index('newsletter_deliveries_pending_digest_idx')
      .on(table.subscriptionId)
      .where(sql`${table.digest} and ${table.state} = 'pending'`),
  ],
);

/**
 * The abuse limits' counts when several processes share the database (src/limits, ADR 0030):
 * per-address windows (`count` requests in the window starting at `window_start`) and, for the
 * sliding per-user limits, one row per event (`count` 1). Kept only until `expires_at`; the
 * table is UNLOGGED (hand-written in its migration): counts lost in a crash only forgive a minute.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestampMs('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limit_counts_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Articles removed with their author's account (docs/adr/0027): the row is gone, its address
 * answers 410 Gone instead of 404. Only the id and the moment: nothing of what it said.
 */
export const removedArticles = pgTable('removed_articles', {
  articleId: integer('article_id').primaryKey(),
  removedAt: timestampMs('removed_at').notNull().defaultNow(),
});

/**
 * Reports (docs/adr/0037): one per reporter and target (a second updates it). Open until a
 * moderator acts on the target or dismisses its reports (`resolved_at`); never deleted by them.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
    resolvedAt: timestampMs('resolved_at'),
  },
  (table) => [
    check(
      'reports_target_type_check',
      sql`${table.targetType} in ('comment', 'article', 'profile')`,
    ),
    check(
      'reports_reason_check',
      sql`${table.reason} in ('spam', 'harassment', 'misinformation', 'hate', 'other')`,
    ),
    uniqueIndex('reports_reporter_target_key').on(
      table.reporterId,
      table.targetType,
      table.targetId,
    ),
    // The queue: open reports by target.
    index('reports_open_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * The moderators' audit log (docs/adr/0037): every action, who, to what, when and why. Rows are
 * only added; a moderator's account deleted keeps its lines (`moderator_id` set null).
 */
export const moderationLog = pgTable('moderation_log', {
  id: serial('id').primaryKey(),
  moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  /** The moderator's name when they acted (the line outlives the account). */
  moderatorName: text('moderator_name').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: integer('target_id').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});

/**
 * Editors' notes on a draft in review (docs/adr/0036), shown beside it to its writer, oldest
 * first; the note sent with a draft back (changes requested) is marked.
 */
export const reviewNotes = pgTable(
  'review_notes',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentBack: boolean('sent_back').notNull().default(false),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('review_notes_article_idx').on(table.articleId, table.id)],
);

/** A reader blocks another account: none of its comments shown to them, none of its notifications. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export const schema = {
  categories,
  users,
  sessions,
  articles,
  articleRevisions,
  articlePendingEdits,
  articleViews,
  comments,
  reactions,
  follows,
  coinTransfers,
  notifications,
  subscriptions,
  newsletterDeliveries,
  rateLimitCounts,
  removedArticles,
  reports,
  moderationLog,
  blocks,
  reviewNotes,
  siteSettings,
  categoryRedirects,
};

/**
 * Every fediverse handle a user has held, the current one included (docs/adr/0032): a handle
 * is never given to anyone else, and an old one still finds its user (WebFinger, `/@handle`).
 */
export const fediverseHandles = pgTable('fediverse_handles', {
  handle: text('handle').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});

/** An actor's key pairs (JWK), made once at first need: `rsa` (HTTP signatures), `ed25519` (proofs). */
export const fediverseKeys = pgTable(
  'fediverse_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'rsa' | 'ed25519'>().notNull(),
    publicKey: jsonb('public_key').$type<NodeJsonWebKey>().notNull(),
    privateKey: jsonb('private_key').$type<NodeJsonWebKey>().notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('fediverse_keys_kind_check', sql`${table.kind} in ('rsa', 'ed25519')`),
  ],
);

/** Remote accounts following an author; each one counts in the author's followers_count. */
export const fediverseFollowers = pgTable(
  'fediverse_followers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The remote actor's id (a URL). */
    actorUri: text('actor_uri').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    /** `@name@host`, as the remote server names it ('' when unknown). */
    handle: text('handle').notNull().default(''),
    name: text('name').notNull().default(''),
    /** The Follow activity's id, which the Accept names. */
    followId: text('follow_id'),
    /** Waiting for the author's approval: not a follower yet (not counted, sent nothing). */
    pending: boolean('pending').notNull().default(false),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fediverse_followers_user_actor_key').on(table.userId, table.actorUri)],
);

/**
 * Fediverse domains whose activities are refused and to which nothing is delivered (a domain
 * blocks its subdomains too). `FEDIVERSE_BLOCKED_DOMAINS` adds to it at start; the admin call
 * edits it.
 */
export const fediverseBlockedDomains = pgTable('fediverse_blocked_domains', {
  domain: text('domain').primaryKey(),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});

/** Fedify's key-value store (remote documents and keys it caches, inbox idempotence). */
export const fedifyKv = pgTable(
  'fedify_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestampMs('expires_at'),
  },
  (table) => [index('fedify_kv_expires_idx').on(table.expiresAt)],
);

/**
 * Fediverse accounts the site has heard from (docs/adr/0033): who wrote a reply, liked or boosted
 * an article, or is followed by a reader; refreshed from their actor document when they write.
 */
export const remoteActors = pgTable('remote_actors', {
  id: serial('id').primaryKey(),
  /** The actor's id (a URL). */
  uri: text('uri').notNull().unique(),
  /** `@name@host` ('' when the actor names no username). */
  handle: text('handle').notNull().default(''),
  name: text('name').notNull().default(''),
  avatarUrl: text('avatar_url'),
  /** Their profile page (the actor's `url`; their id when they have none). */
  profileUrl: text('profile_url').notNull(),
  inbox: text('inbox').notNull(),
  sharedInbox: text('shared_inbox'),
  updatedAt: timestampMs('updated_at').notNull().defaultNow(),
});

/** Likes and boosts (Announce) of an article from the fediverse, once per account and kind. */
export const fediverseArticleReactions = pgTable(
  'fediverse_article_reactions',
  {
    articleId: integer('article_id').notNull(),
    remoteActorId: integer('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'announce'>().notNull(),
    /** The Like or Announce activity's id: its Undo names it. */
    activityUri: text('activity_uri').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.remoteActorId, table.kind] }),
    check('fediverse_article_reactions_kind_check', sql`${table.kind} in ('like', 'announce')`),
    index('fediverse_article_reactions_activity_idx').on(table.activityUri),
  ],
);

/**
 * Remote accounts the site's readers follow (docs/adr/0033): pending until the account's server
 * sends Accept (`accepted_at`).
 */
export const fediverseFollowing = pgTable(
  'fediverse_following',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remoteActorId: integer('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    /** The Follow activity's id: the Accept and our Undo name it. */
    followUri: text('follow_uri').notNull(),
    acceptedAt: timestampMs('accepted_at'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.remoteActorId] }),
    index('fediverse_following_actor_idx').on(table.remoteActorId),
    uniqueIndex('fediverse_following_follow_key').on(table.followUri),
  ],
);

/**
 * Articles and notes that followed accounts sent (Create), sanitised and size-limited; shown in
 * the "Following" view of every reader who follows their writer.
 */
export const fediversePosts = pgTable(
  'fediverse_posts',
  {
    id: serial('id').primaryKey(),
    /** The object's id (a URL). */
    uri: text('uri').notNull().unique(),
    remoteActorId: integer('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'article' | 'note'>().notNull(),
    /** An article's title; '' for a note. */
    title: text('title').notNull().default(''),
    /** Sanitised HTML (the site's policy). */
    content: text('content').notNull(),
    /** Where it is read on its own site (its id when it names no url). */
    url: text('url').notNull(),
    publishedAt: timestampMs('published_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('fediverse_posts_kind_check', sql`${table.kind} in ('article', 'note')`),
    index('fediverse_posts_actor_idx').on(table.remoteActorId, table.id.desc()),
  ],
);

/** A reader's likes and boosts of a followed account's post, sent as Like and Announce. */
export const fediversePostReactions = pgTable(
  'fediverse_post_reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => fediversePosts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'announce'>().notNull(),
    activityUri: text('activity_uri').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId, table.kind] }),
    check('fediverse_post_reactions_kind_check', sql`${table.kind} in ('like', 'announce')`),
  ],
);
