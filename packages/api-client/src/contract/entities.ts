import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { decodeDraftsCursor, decodeNewsCursor } from './cursor';
import { decodeStringList } from './decode';
import {
  CLIENT_KEY_PATTERN,
  DB_INTEGER_MAX,
  DB_SMALLINT_MAX,
  DRAFTS_MAX_LIMIT,
  DRAFTS_PAGE_SIZE,
  NEWS_LIST_MAX_LIMIT,
  NEWS_LIST_PAGE_SIZE,
} from './limits';
import { SERVER_MESSAGES } from './messages';
import { reactionCountsSchema } from './reactions';
import { reviewStateSchema } from './reviewStates';
import { roleSchema } from './roleNames';
import {
  isFediverseHandle,
  isXHandle,
  normaliseFediverseHandle,
  normaliseXHandle,
} from './socialHandles';

// zod/mini ships no messages of its own; classic zod's English ones ("Too big: expected string to
// have <=200 characters") reach people through the client's invalid-request errors and the
// server's 400 answers, so they are configured here, where every schema is defined.
z.config(en());

/**
 * A whole number from 1 to `max`, as a JSON number or as digits (query strings and multipart
 * fields carry text). Other types (`true`, `[5]`, `null`) are refused rather than coerced, and the
 * upper bound is the database column's, so no id reaches a query it would make fail.
 */
export const wholeNumberSchema = (max: number) => {
  const message = SERVER_MESSAGES.wholeNumber(max);
  return z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, message))], message),
    z.coerce
      .number<string | number>()
      .check(z.int(message), z.positive(message), z.lte(max, message)),
  );
};

/** Ids of users and articles: PostgreSQL `integer`. */
export const idSchema = wholeNumberSchema(DB_INTEGER_MAX);
/** Category ids: PostgreSQL `smallint`. */
export const categoryIdSchema = wholeNumberSchema(DB_SMALLINT_MAX);

/** A list of strings that may arrive JSON-encoded, even twice. */
export const stringListSchema = z.pipe(z.transform(decodeStringList), z.array(z.string()));

/** An ISO-8601 timestamp as the server sends it. */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * A media path relative to the configured media base URL (the spec's cloud storage bucket),
 * or null when there is no image: the UI shows its fallback image then.
 */
export const mediaPathSchema = z.nullable(z.string().check(z.minLength(1)));

/**
 * An article's status as the API shows it. `scheduled` is published with a publication time
 * still ahead: readers see it nowhere until then; its author sees it in My Drafts.
 */
export const articleStatusSchema = z.enum(['draft', 'published', 'scheduled']);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/** News category: id and name. Names match route slugs case-insensitively. */
export const categorySchema = z.object({
  id: categoryIdSchema,
  name: z.string().check(z.minLength(1)),
});
export type Category = z.infer<typeof categorySchema>;

/** The author shown on a news item, so readers can open the author's public profile. */
export const authorSummarySchema = z.object({
  user_id: idSchema,
  full_name: z.string(),
  user_profile: mediaPathSchema,
});
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

/** News item (docs/product.md#entities), as lists and cards show it. */
export const newsItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image_url: mediaPathSchema,
  /** The cover's description for readers who cannot see it ('' when the author wrote none). */
  image_alt: z.string(),
  pub_date: z.nullable(timestampSchema),
  date: timestampSchema,
  source_name: z.string(),
  source_icon: mediaPathSchema,
  category_name: z.string(),
  keywords: stringListSchema,
  author_designation: z.string(),
  status: articleStatusSchema,
  author: authorSummarySchema,
  /** Reading time of the body in whole minutes (contract/reading.ts); 0 when it has no text. */
  reading_minutes: z.number().check(z.int(), z.nonnegative()),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A picture's side in pixels, when known (pictures stored before sizes were kept have none). */
const pixelsSchema = z.nullable(z.number().check(z.int(), z.positive()));

/**
 * A whole article for the article page: the news item plus its body and credits, when it last
 * changed, and its cover's size (share cards state both).
 */
export const articleSchema = z.extend(newsItemSchema, {
  /** The author, with their X account for the page's share card ('' for none). */
  author: z.extend(authorSummarySchema, { x_handle: z.string() }),
  content: z.string(),
  creator: stringListSchema,
  video_url: z.nullable(z.string()),
  category_id: categoryIdSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  image_width: pixelsSchema,
  image_height: pixelsSchema,
  /** The keywords as tags: each slug once, named as first written (contract `articleTags`). */
  tags: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** How many readers gave each reaction (docs/adr/0025). */
  reactions: reactionCountsSchema,
  /** Fediverse accounts that liked it and that boosted it, each counted once (docs/adr/0033). */
  fediverse: z.object({
    likes: z.number().check(z.int(), z.nonnegative()),
    boosts: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type Article = z.infer<typeof articleSchema>;

/** Most-recent item: title, date, image; id so the item links to its article. */
export const mostRecentItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  date: timestampSchema,
  image: mediaPathSchema,
  category_name: z.string(),
});
export type MostRecentItem = z.infer<typeof mostRecentItemSchema>;

/** Public part of a user profile: what any reader may see. */
export const publicProfileSchema = z.object({
  user_id: idSchema,
  full_name: z.string(),
  author_bio: z.string(),
  /** The author's X account, without the "@" ('' for none). */
  x_handle: z.string(),
  /** The author's fediverse handle, without "@" or host ('' for none: not on the fediverse). */
  fediverse_handle: z.string(),
  user_profile: mediaPathSchema,
  followers_count: z.number().check(z.int(), z.nonnegative()),
  /** How many authors this user follows. */
  following_count: z.number().check(z.int(), z.nonnegative()),
  /** The coin balance: whole coins, never negative (docs/adr/0015). */
  my_wallet: z.number().check(z.int(), z.nonnegative()),
  articles_count: z.number().check(z.int(), z.nonnegative()),
  /** Set while a moderator has suspended the account (docs/adr/0037); absent otherwise. */
  suspended: z.optional(z.boolean()),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** User profile (the details response): the public part plus private contact fields. */
export const userProfileSchema = z.extend(publicProfileSchema, {
  user_email: z.string(),
  user_mobile_no: z.nullable(z.string()),
  /** What the signed-in person may do (contract/roles.ts); shown to them alone. */
  role: roleSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Stored draft, with everything the editor needs to resume it. */
/** An article's version: 1 when written, one more with every change. */
export const articleVersionSchema = wholeNumberSchema(DB_INTEGER_MAX);

/** A yes/no field, as JSON or as multipart text. */
const flagSchema = z._default(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])]),
    z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
  ),
  false,
);

/** The key a client makes for a new article: letters, digits, - or _. */
const clientKeySchema = z.string().check(z.regex(CLIENT_KEY_PATTERN, SERVER_MESSAGES.clientKey));

export const draftSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  image_url: mediaPathSchema,
  image_alt: z.string(),
  created_at: timestampSchema,
  keywords: stringListSchema,
  creator: stringListSchema,
  content: z.string(),
  video_url: z.nullable(z.string()),
  category_name: z.string(),
  /**
   * A draft, or an article scheduled for `scheduled_at` (My Drafts lists both), or a live article
   * opened to edit (`draft` only: its text is the author's, readers keep the published one until
   * it is updated, docs/adr/0024).
   */
  status: z.enum(['draft', 'scheduled', 'published']),
  /** A live article whose text here is not yet the readers' (saved, not updated). */
  pending_update: z.boolean(),
  /** When a scheduled article goes live (UTC); null for a draft. */
  scheduled_at: z.nullable(timestampSchema),
  /** Where it stands in editorial review (docs/adr/0036); null when it is not in review. */
  review_state: z.nullable(reviewStateSchema),
  /** Grows with every change; a save names the version it started from (contract/authoring.ts). */
  version: articleVersionSchema,
  updated_at: timestampSchema,
});
export type Draft = z.infer<typeof draftSchema>;

/** Registration payload (docs/product.md#entities). `identity` carries the Firebase ID token. */
export const registrationRequestSchema = z.object({
  full_name: z.string().check(z.maxLength(120)),
  user_email: z.string().check(z.maxLength(320)),
  device_token: z.string().check(z.maxLength(512)),
  user_name: z.string().check(z.maxLength(120)),
  identity: z.string().check(z.minLength(1, SERVER_MESSAGES.identityRequired)),
  login_type: z.enum(['email', 'google', 'apple']),
  platform: z.literal(3),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationResultSchema = z.object({
  token: z.string().check(z.regex(/^Bearer \S+$/, 'token must be "Bearer <token>"')),
  user_id: idSchema,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** User details request: {user_id}. */
export const userDetailsRequestSchema = z.object({ user_id: idSchema });
export type UserDetailsRequest = z.infer<typeof userDetailsRequestSchema>;

/** An author's public profile with that author's published articles. */
export const authorProfileSchema = z.object({
  profile: publicProfileSchema,
  articles: z.array(newsItemSchema),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** Limits the server enforces; the UI can show them. */
export const ARTICLE_LIMITS = {
  titleMax: 200,
  subtitleMax: 300,
  /** The cover's description: a sentence or two, as screen readers and share cards read it. */
  imageAltMax: 250,
  descriptionMax: 1000,
  contentMax: 200_000,
  keywordsMax: 20,
  creatorsMax: 20,
  listItemMax: 60,
  videoUrlMax: 500,
} as const;

export const PROFILE_LIMITS = {
  fullNameMax: 120,
  bioMax: 2000,
} as const;

/** Uploaded images: accepted by their bytes (PNG, JPEG, WebP, GIF) up to this size. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const trimmed = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(max), ...checks);

/**
 * A profile's X handle field: normalised, then "" (none) or a valid handle. Left out, the stored
 * handle stays (a client that does not know the field never erases it).
 */
export const xHandleFieldSchema = z.optional(
  z.pipe(
    z.pipe(z.string().check(z.maxLength(200)), z.transform(normaliseXHandle)),
    z
      .string()
      .check(
        z.refine((handle) => handle === '' || isXHandle(handle), SERVER_MESSAGES.invalidXHandle),
      ),
  ),
);

/**
 * A profile's fediverse handle field: normalised, then "" (none) or a valid handle. Left out,
 * the stored handle stays.
 */
export const fediverseHandleFieldSchema = z.optional(
  z.pipe(
    z.pipe(z.string().check(z.maxLength(200)), z.transform(normaliseFediverseHandle)),
    z
      .string()
      .check(
        z.refine(
          (handle) => handle === '' || isFediverseHandle(handle),
          SERVER_MESSAGES.invalidFediverseHandle,
        ),
      ),
  ),
);

/**
 * Update profile: multipart full_name, author_bio, x_handle, fediverse_handle, optional
 * user_profile file.
 */
export const updateProfileFieldsSchema = z.object({
  full_name: trimmed(PROFILE_LIMITS.fullNameMax, z.minLength(1, SERVER_MESSAGES.fullNameRequired)),
  author_bio: z._default(trimmed(PROFILE_LIMITS.bioMax), ''),
  x_handle: xHandleFieldSchema,
  fediverse_handle: fediverseHandleFieldSchema,
});
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileFieldsSchema> & {
  user_profile?: Blob | null;
};

const boundedList = (maxItems: number) =>
  z.pipe(
    z.transform(decodeStringList),
    z.array(z.string().check(z.maxLength(ARTICLE_LIMITS.listItemMax))).check(z.maxLength(maxItems)),
  );

/**
 * Save or update article (the editor's form, docs/product.md#entities): the text fields of the
 * multipart body. The image travels beside them as the `image_url` file part.
 */
export const saveArticleFieldsSchema = z.object({
  news_id: z.optional(idSchema),
  title: trimmed(ARTICLE_LIMITS.titleMax),
  keywords: boundedList(ARTICLE_LIMITS.keywordsMax),
  creator: boundedList(ARTICLE_LIMITS.creatorsMax),
  description: trimmed(ARTICLE_LIMITS.descriptionMax),
  /**
   * The cover's description. Left out, an update keeps the stored one, unless a new cover comes
   * with the save: a description belongs to its picture.
   */
  image_alt: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          ARTICLE_LIMITS.imageAltMax,
          SERVER_MESSAGES.imageAltTooLong(ARTICLE_LIMITS.imageAltMax),
        ),
      ),
  ),
  content: z.string().check(z.maxLength(ARTICLE_LIMITS.contentMax)),
  video_url: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(ARTICLE_LIMITS.videoUrlMax),
      z.refine(
        (value) => value === '' || /^https?:\/\//i.test(value),
        'video_url must be an http(s) link',
      ),
    ),
    '',
  ),
  category: categoryIdSchema,
  is_draft: flagSchema,
  /**
   * The version the edit started from. A save whose base is not the stored version is
   * refused (409, `SERVER_MESSAGES.draftConflict`): another tab or device saved meanwhile.
   */
  base_version: z.optional(articleVersionSchema),
  /**
   * A new article's key, made once by the editor. Saving under a key already used by
   * the caller updates that draft instead of adding one: a retried first autosave makes one draft.
   */
  client_key: z.optional(clientKeySchema),
  /** An autosave (revisions coalesce autosaves; the article stays a draft). */
  autosave: flagSchema,
  /** With `is_draft` false, publish at this future time (UTC) instead of now. */
  publish_at: z.optional(timestampSchema),
});
export type SaveArticleFields = z.infer<typeof saveArticleFieldsSchema>;
export type SaveArticleInput = z.input<typeof saveArticleFieldsSchema> & {
  keywords: string[];
  creator: string[];
  image_url?: Blob | null;
};

export const saveArticleResultSchema = z.object({
  news_id: idSchema,
  status: articleStatusSchema,
  /** The stored version after the change: the next save's `base_version`. */
  version: articleVersionSchema,
  /** When it goes (or went) live; null for a draft. */
  published_at: z.nullable(timestampSchema),
});
export type SaveArticleResult = z.infer<typeof saveArticleResultSchema>;

/** Publish and delete draft: JSON {news_id}. */
export const newsIdRequestSchema = z.object({ news_id: idSchema });
export type NewsIdRequest = z.infer<typeof newsIdRequestSchema>;

/** Most recent news: empty body or {category_id}. */
export const mostRecentRequestSchema = z.object({ category_id: z.optional(categoryIdSchema) });
export type MostRecentRequest = z.infer<typeof mostRecentRequestSchema>;

/** News list query: category plus keyset pagination and search (beyond the spec). */
export const newsListQuerySchema = z.object({
  category_id: categoryIdSchema,
  limit: z._default(wholeNumberSchema(NEWS_LIST_MAX_LIMIT), NEWS_LIST_PAGE_SIZE),
  /** The previous page's `next_cursor`, unchanged (`decodeNewsCursor` reads it). */
  cursor: z.optional(
    z.string().check(
      z.maxLength(200),
      z.refine((text) => decodeNewsCursor(text) !== null, SERVER_MESSAGES.invalidCursor),
    ),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** My Drafts: keyset pages (the scheduled articles, then the drafts). */
export const draftsQuerySchema = z.object({
  limit: z._default(wholeNumberSchema(DRAFTS_MAX_LIMIT), DRAFTS_PAGE_SIZE),
  /** The previous page's `next_cursor`, unchanged (`decodeDraftsCursor` reads it). */
  cursor: z.optional(
    z.string().check(
      z.maxLength(200),
      z.refine((text) => decodeDraftsCursor(text) !== null, SERVER_MESSAGES.invalidCursor),
    ),
  ),
});
export type DraftsQuery = z.input<typeof draftsQuerySchema>;

export const articleByIdQuerySchema = z.object({ news_id: idSchema });
export type ArticleByIdQuery = z.infer<typeof articleByIdQuerySchema>;

export const authorProfileQuerySchema = z.object({ user_id: idSchema });
export type AuthorProfileQuery = z.infer<typeof authorProfileQuerySchema>;
