import { ACCOUNT_REFUSALS } from '../contract/accountMessages';
import { CATEGORIES } from '../contract/categories';
import { encodeNewsCursor } from '../contract/cursor';
import { type EndpointName, UNIQUE_KEY_HEADER, UPLOAD_FIELDS } from '../contract/endpointRoutes';
import { type EndpointDefinition, endpoints } from '../contract/endpoints';
import { ARTICLE_LIMITS } from '../contract/entities';
import {
  AUTHORING_LIMITS,
  COMMENT_TEXT_MAX,
  DB_INTEGER_MAX,
  DB_SMALLINT_MAX,
  DRAFTS_MAX_LIMIT,
  EMAIL_MAX_LENGTH,
  MOST_RECENT_LIMIT,
  MOST_WATCHED_LIMIT,
  NEWS_LIST_MAX_LIMIT,
  NEWS_LIST_PAGE_SIZE,
  RELATED_NEWS_LIMIT,
  RELATED_NEWS_MAX_LIMIT,
  REWARD_MAX_COINS,
  STATS_VIEWPORT_MAX,
} from '../contract/limits';
import { describeIssue, SERVER_MESSAGES, SUCCESS_MESSAGES } from '../contract/messages';
import { MODERATION_MESSAGES } from '../contract/moderationMessages';
import { REVIEW_MESSAGES } from '../contract/reviewMessages';
import { ROLE_MESSAGES } from '../contract/roleMessages';
import { encodeSearchCursor, SEARCH_MESSAGES } from '../contract/search';
import { SITE_SETTINGS_MESSAGES } from '../contract/siteSettingsMessages';

/**
 * The scenario table: requests and the answers they get (HTTP status, envelope status and
 * message, and what the data must show). The same rows run against the MSW mocks
 * (packages/api-client/src/mocks/scenarios.test.ts) and the real server
 * (apps/server/test/scenarios.test.ts), so the two cannot drift. A feature that adds or changes
 * behaviour adds its rows here. Texts come from the contract's message modules, never retyped.
 */

/**
 * Who sends the request: the signed-in author, another signed-in author, an account of each
 * other role (contract/roles.ts), or nobody.
 */
export type ScenarioCaller =
  | 'author'
  | 'otherAuthor'
  | 'reader'
  | 'contributor'
  | 'editor'
  | 'administrator'
  | 'anonymous';

/**
 * What the rows refer to; each backend supplies real ids, made fresh for every row (so a row
 * that deletes or publishes changes nothing for the next one). Both backends hold more published
 * articles than any list limit, in `busyCategoryId` and overall.
 */
export interface ScenarioWorld {
  authorId: number;
  otherAuthorId: number;
  /** The `administrator` caller's own id. */
  administratorId: number;
  authorDraftId: number;
  /** A draft of the author's with no title and no body (a draft may be anything). */
  authorEmptyDraftId: number;
  authorPublishedId: number;
  otherDraftId: number;
  otherPublishedId: number;
  busyCategoryId: number;
  /** The author's comment on the other author's published article. */
  authorCommentId: number;
  /** The other author's comment on the author's published article. */
  otherCommentId: number;
  /** The notification that comment gave the author. */
  authorNotificationId: number;
  /** The author's article scheduled a day ahead. */
  authorScheduledId: number;
  /** The revision the save of `authorDraftId` kept (kind `save`, version 1). */
  authorRevisionId: number;
  /** The author's article that was published and then deleted (its address answers 410). */
  authorDeletedId: number;
  /** The fediverse handle the other author holds. */
  otherFediverseHandle: string;
}

type Fields = Record<string, string | number | boolean | readonly number[]>;

export interface Scenario {
  /** What the row shows; the test's name. */
  name: string;
  endpoint: EndpointName;
  caller: ScenarioCaller;
  /** The query, JSON body or multipart text fields, as the endpoint's body kind sends them. */
  fields?: (world: ScenarioWorld) => Fields;
  /** A body sent as it is instead of fields (malformed JSON). */
  rawBody?: string;
  /** Multipart calls: the file part, sent under the endpoint's UPLOAD_FIELDS name. */
  file?: { bytes: () => Uint8Array; type: string; name: string };
  /** Leaves out the `unique-key` header. */
  withoutUniqueKey?: boolean;
  expected: {
    /** The HTTP status; the envelope's status is the same. */
    status: number;
    message: string;
    /** The length of `data` (lists). */
    dataLength?: number;
    /** Fields that `data` holds (a save's resulting status). */
    data?: (world: ScenarioWorld) => Record<string, unknown>;
    /** An id no item of the `data` list has (related news never list their own article). */
    excludesId?: (world: ScenarioWorld) => number;
  };
}

/** A real 1x1 PNG: the smallest picture a server decodes and re-encodes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const decodeBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A valid article for the editor's save, with overrides. */
const article = (overrides: Fields = {}): Fields => ({
  title: 'Harbour festival returns',
  keywords: JSON.stringify(['harbour', 'festival']),
  creator: JSON.stringify([]),
  description: 'Boats, music and food along the quay.',
  content: '<p>Opening night.</p>',
  video_url: '',
  category: 1,
  ...overrides,
});

const invalid = (field: string, message: string) => describeIssue({ path: [field], message });

/** A site settings save's JSON: today's settings with overrides. */
const siteSettingsBody = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'Byline',
    description: null,
    brand_color: null,
    social_links: null,
    footer_columns: null,
    categories: CATEGORIES.map(({ id, slug, name, navLabel }) => ({
      id,
      slug,
      name,
      nav_label: navLabel,
      hidden: false,
    })),
    ...overrides,
  });

/** A time `hours` from when the row runs (negative: in the past), as the API writes times. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const ok = SERVER_MESSAGES.ok;
/** A newsletter link's token of the right shape whose signature nobody made (far from expiry). */
const FORGED_NEWSLETTER_TOKEN = (purpose: 'c' | 'm') => `1.${purpose}.4102444800.${'F'.repeat(43)}`;

export const SCENARIOS: readonly Scenario[] = [
  // Reading news.
  {
    name: 'a category page answers the first page at the default size',
    endpoint: 'newsList',
    caller: 'anonymous',
    fields: (world) => ({ category_id: world.busyCategoryId }),
    expected: { status: 200, message: ok, dataLength: NEWS_LIST_PAGE_SIZE },
  },
  {
    name: 'a page larger than the limit is refused',
    endpoint: 'newsList',
    caller: 'anonymous',
    fields: (world) => ({ category_id: world.busyCategoryId, limit: NEWS_LIST_MAX_LIMIT + 1 }),
    expected: {
      status: 400,
      message: invalid('limit', SERVER_MESSAGES.wholeNumber(NEWS_LIST_MAX_LIMIT)),
    },
  },
  {
    name: 'an unknown category is not found',
    endpoint: 'newsList',
    caller: 'anonymous',
    fields: () => ({ category_id: 999 }),
    expected: { status: 404, message: SERVER_MESSAGES.unknownCategory },
  },
  {
    name: 'a category id beyond its column is refused',
    endpoint: 'newsList',
    caller: 'anonymous',
    fields: () => ({ category_id: DB_SMALLINT_MAX + 1 }),
    expected: {
      status: 400,
      message: invalid('category_id', SERVER_MESSAGES.wholeNumber(DB_SMALLINT_MAX)),
    },
  },
  {
    name: 'a cursor holding an id beyond its column is refused',
    endpoint: 'newsList',
    caller: 'anonymous',
    fields: (world) => ({
      category_id: world.busyCategoryId,
      cursor: encodeNewsCursor({ publishedAt: '2026-01-01T00:00:00.000Z', id: 99_999_999_999 }),
    }),
    expected: { status: 400, message: invalid('cursor', SERVER_MESSAGES.invalidCursor) },
  },
  // Tag pages (every world's articles carry the keywords harbour and festival).
  {
    name: "a tag's page answers a page of the live articles carrying it",
    endpoint: 'tagNews',
    caller: 'anonymous',
    fields: () => ({ tag: 'harbour', limit: 2 }),
    expected: { status: 200, message: ok, dataLength: 2 },
  },
  {
    name: 'a tag no live article carries is not found',
    endpoint: 'tagNews',
    caller: 'anonymous',
    fields: () => ({ tag: 'no-article-has-this-tag' }),
    expected: { status: 404, message: SERVER_MESSAGES.tagNotFound },
  },
  {
    name: "a tag's page after its last article is empty, not missing",
    endpoint: 'tagNews',
    caller: 'anonymous',
    fields: () => ({
      tag: 'harbour',
      cursor: encodeNewsCursor({ publishedAt: '2000-01-01T00:00:00.000Z', id: 1 }),
    }),
    expected: { status: 200, message: ok, dataLength: 0 },
  },
  {
    name: 'a tag that is not a slug is refused',
    endpoint: 'tagNews',
    caller: 'anonymous',
    fields: () => ({ tag: 'Harbour Festival' }),
    expected: { status: 400, message: invalid('tag', SERVER_MESSAGES.invalidTag) },
  },
  {
    name: 'most recent answers its limit',
    endpoint: 'mostRecent',
    caller: 'anonymous',
    expected: { status: 200, message: ok, dataLength: MOST_RECENT_LIMIT },
  },
  {
    name: 'most recent of an unknown category is not found',
    endpoint: 'mostRecent',
    caller: 'anonymous',
    fields: () => ({ category_id: 999 }),
    expected: { status: 404, message: SERVER_MESSAGES.unknownCategory },
  },
  {
    name: 'most watched answers its limit',
    endpoint: 'mostWatched',
    caller: 'anonymous',
    expected: { status: 200, message: ok, dataLength: MOST_WATCHED_LIMIT },
  },
  // Reading beside an article.
  {
    name: 'related news answer their default number, never the article itself',
    endpoint: 'relatedNews',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: {
      status: 200,
      message: ok,
      dataLength: RELATED_NEWS_LIMIT,
      excludesId: (world) => world.otherPublishedId,
    },
  },
  {
    name: 'related news answer at most the limit asked for',
    endpoint: 'relatedNews',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId, limit: 2 }),
    expected: {
      status: 200,
      message: ok,
      dataLength: 2,
      excludesId: (world) => world.authorPublishedId,
    },
  },
  {
    name: 'related news of a missing article are not found',
    endpoint: 'relatedNews',
    caller: 'anonymous',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'related news of a draft are not found, even for its author',
    endpoint: 'relatedNews',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'related news of a scheduled article are not found before its time',
    endpoint: 'relatedNews',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'related news beyond their largest limit are refused',
    endpoint: 'relatedNews',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId, limit: RELATED_NEWS_MAX_LIMIT + 1 }),
    expected: {
      status: 400,
      message: invalid('limit', SERVER_MESSAGES.wholeNumber(RELATED_NEWS_MAX_LIMIT)),
    },
  },
  {
    name: 'a published article is public',
    endpoint: 'articleById',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 200, message: ok, data: () => ({ status: 'published' }) },
  },
  {
    name: 'an author reads their own draft',
    endpoint: 'articleById',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 200, message: ok, data: () => ({ status: 'draft' }) },
  },
  {
    name: "someone else's draft is not found",
    endpoint: 'articleById',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a missing article is not found',
    endpoint: 'articleById',
    caller: 'anonymous',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'an article id beyond its column is refused',
    endpoint: 'articleById',
    caller: 'anonymous',
    fields: () => ({ news_id: 4_294_967_296 }),
    expected: {
      status: 400,
      message: invalid('news_id', SERVER_MESSAGES.wholeNumber(DB_INTEGER_MAX)),
    },
  },
  {
    name: "an author's public profile",
    endpoint: 'authorProfile',
    caller: 'anonymous',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: { status: 200, message: ok },
  },
  {
    name: 'a missing author is not found',
    endpoint: 'authorProfile',
    caller: 'anonymous',
    fields: () => ({ user_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.userNotFound },
  },

  // The signed-in user's own data.
  {
    name: 'own news needs a session',
    endpoint: 'ownNews',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'an author opens one of their drafts',
    endpoint: 'draft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: {
      status: 200,
      message: ok,
      data: (world) => ({ id: world.authorDraftId, status: 'draft' }),
    },
  },
  {
    name: 'a scheduled article opens as a draft, with its time',
    endpoint: 'draft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: {
      status: 200,
      message: ok,
      data: (world) => ({ id: world.authorScheduledId, status: 'scheduled' }),
    },
  },
  {
    name: "someone else's draft does not open",
    endpoint: 'draft',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a draft needs a session',
    endpoint: 'draft',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'drafts need a session',
    endpoint: 'drafts',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'an author reads their drafts a page at a time',
    endpoint: 'drafts',
    caller: 'author',
    fields: () => ({ limit: 1 }),
    expected: { status: 200, message: ok, dataLength: 1 },
  },
  {
    name: 'a drafts page larger than the limit is refused',
    endpoint: 'drafts',
    caller: 'author',
    fields: () => ({ limit: DRAFTS_MAX_LIMIT + 1 }),
    expected: {
      status: 400,
      message: invalid('limit', SERVER_MESSAGES.wholeNumber(DRAFTS_MAX_LIMIT)),
    },
  },
  {
    name: 'a drafts cursor that was never issued is refused',
    endpoint: 'drafts',
    caller: 'author',
    fields: () => ({ cursor: 'bm90IGEgY3Vyc29y' }),
    expected: { status: 400, message: invalid('cursor', SERVER_MESSAGES.invalidCursor) },
  },
  {
    name: 'a user reads their own details',
    endpoint: 'userDetails',
    caller: 'author',
    fields: (world) => ({ user_id: world.authorId }),
    expected: { status: 200, message: ok, data: (world) => ({ user_id: world.authorId }) },
  },
  {
    name: "another user's details are forbidden",
    endpoint: 'userDetails',
    caller: 'author',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourProfile },
  },
  // The account (docs/adr/0027): refusals change nothing; a deletion itself is tested apart.
  {
    name: 'deleting an account needs a session',
    endpoint: 'deleteAccount',
    caller: 'anonymous',
    fields: () => ({ identity: 'any-token', articles: 'keep' }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'deleting an account must say what happens to its articles',
    endpoint: 'deleteAccount',
    caller: 'author',
    fields: () => ({ identity: 'any-token', articles: 'archive' }),
    expected: { status: 400, message: invalid('articles', ACCOUNT_REFUSALS.accountContentChoice) },
  },
  {
    name: 'a deletion is not confirmed by a token the identity provider did not sign',
    endpoint: 'deleteAccount',
    caller: 'author',
    fields: () => ({ identity: 'not-a-firebase-token', articles: 'keep' }),
    expected: { status: 401, message: SERVER_MESSAGES.invalidIdentity },
  },
  {
    name: 'a user downloads what is stored about them',
    endpoint: 'exportAccount',
    caller: 'author',
    expected: {
      status: 200,
      message: ok,
      data: () => ({ newsletter: { subscribed: false } }),
    },
  },
  {
    name: 'downloading data needs a session',
    endpoint: 'exportAccount',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a profile is saved',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({ full_name: 'Ada Lovelace', author_bio: 'Writes about engines.' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.profileSaved,
      data: () => ({ full_name: 'Ada Lovelace' }),
    },
  },
  {
    name: 'a profile without a name is refused',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({ full_name: '   ', author_bio: '' }),
    expected: { status: 400, message: invalid('full_name', SERVER_MESSAGES.fullNameRequired) },
  },
  {
    name: 'an X handle written as a profile link is kept as the bare handle',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({
      full_name: 'Ada Lovelace',
      author_bio: '',
      x_handle: ' https://x.com/ada_engines?s=21 ',
    }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.profileSaved,
      data: () => ({ x_handle: 'ada_engines' }),
    },
  },
  {
    name: 'an X handle X could not have is refused',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({ full_name: 'Ada Lovelace', author_bio: '', x_handle: '@ada-lovelace' }),
    expected: { status: 400, message: invalid('x_handle', SERVER_MESSAGES.invalidXHandle) },
  },
  {
    name: 'a fediverse handle is kept lower-case, without its @',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({ full_name: 'Ada Lovelace', author_bio: '', fediverse_handle: ' @Ada_News ' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.profileSaved,
      data: () => ({ fediverse_handle: 'ada_news' }),
    },
  },
  {
    name: 'a fediverse handle with other characters is refused',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: () => ({ full_name: 'Ada Lovelace', author_bio: '', fediverse_handle: 'ada.news' }),
    expected: {
      status: 400,
      message: invalid('fediverse_handle', SERVER_MESSAGES.invalidFediverseHandle),
    },
  },
  {
    name: 'a fediverse handle another author holds is refused',
    endpoint: 'updateProfile',
    caller: 'author',
    fields: (world) => ({
      full_name: 'Ada Lovelace',
      author_bio: '',
      fediverse_handle: world.otherFediverseHandle,
    }),
    expected: { status: 409, message: SERVER_MESSAGES.fediverseHandleTaken },
  },

  // The author's followers on the fediverse.
  {
    name: 'the followers on the fediverse need a session',
    endpoint: 'fediverseFollowers',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'approving followers from the fediverse is switched on',
    endpoint: 'fediverseApproval',
    caller: 'author',
    fields: () => ({ approve: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.fediverseApprovalOn,
      data: () => ({ approves_followers: true }),
    },
  },
  {
    name: 'a follow request nobody made cannot be answered',
    endpoint: 'fediverseFollowAnswer',
    caller: 'author',
    fields: () => ({ follower_id: 999_999, accept: true }),
    expected: { status: 404, message: SERVER_MESSAGES.fediverseFollowRequestNotFound },
  },

  // Pictures in the body: uploaded alone, the body keeps their URL.
  {
    name: 'a picture for the body is stored',
    endpoint: 'uploadBodyImage',
    caller: 'author',
    file: { bytes: () => decodeBase64(ONE_PIXEL_PNG), type: 'image/png', name: 'dot.png' },
    expected: { status: 200, message: SERVER_MESSAGES.ok },
  },
  {
    name: 'a body picture that is not a picture is refused',
    endpoint: 'uploadBodyImage',
    caller: 'author',
    file: {
      bytes: () => new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
      type: 'image/png',
      name: 'dot.png',
    },
    expected: { status: 400, message: SERVER_MESSAGES.invalidImage },
  },
  {
    name: 'a body picture upload without a picture is refused',
    endpoint: 'uploadBodyImage',
    caller: 'author',
    expected: { status: 400, message: SERVER_MESSAGES.invalidImage },
  },
  {
    name: 'a signed-out body picture upload is refused',
    endpoint: 'uploadBodyImage',
    caller: 'anonymous',
    file: { bytes: () => decodeBase64(ONE_PIXEL_PNG), type: 'image/png', name: 'dot.png' },
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },

  // Saving articles.
  {
    name: 'a new article saved as a draft',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ is_draft: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleSavedAsDraft,
      data: () => ({ status: 'draft' }),
    },
  },
  {
    name: 'a new article published',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article(),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articlePublished,
      data: () => ({ status: 'published' }),
    },
  },
  {
    name: 'a draft updated as a draft',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorDraftId, is_draft: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.draftUpdated,
      data: (world) => ({ news_id: world.authorDraftId, status: 'draft' }),
    },
  },
  {
    name: 'a draft saved without the draft flag is published',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorDraftId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articlePublished,
      data: (world) => ({ news_id: world.authorDraftId, status: 'published' }),
    },
  },
  {
    name: 'a published article saved as a draft stays published: its changes wait for Update',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorPublishedId, is_draft: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.changesKept,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'published' }),
    },
  },
  {
    name: 'a published article autosaved stays published',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) =>
      article({
        news_id: world.authorPublishedId,
        is_draft: true,
        autosave: true,
        base_version: 1,
      }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.changesKept,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'published', version: 2 }),
    },
  },
  {
    name: 'a published article saved without the draft flag is updated at once',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorPublishedId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleUpdated,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'published' }),
    },
  },
  {
    name: 'changes of a published article on a stale version meet the conflict',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) =>
      article({ news_id: world.authorPublishedId, is_draft: true, base_version: 7 }),
    expected: { status: 409, message: SERVER_MESSAGES.draftConflict },
  },
  {
    name: "changing someone else's published article: forbidden",
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.otherPublishedId, is_draft: true }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourArticle },
  },
  {
    name: "saving someone else's draft: not found",
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.otherDraftId, is_draft: true }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: "saving someone else's published article: forbidden",
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.otherPublishedId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourArticle },
  },
  {
    name: 'saving into an unknown category is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ category: 999 }),
    expected: { status: 400, message: SERVER_MESSAGES.unknownCategory },
  },
  {
    name: 'a NUL character in a text field is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ title: 'Nul\u0000title' }),
    expected: { status: 400, message: SERVER_MESSAGES.nulCharacter },
  },
  {
    name: 'a draft may be anything: no title and no body',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ title: '', content: '', is_draft: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleSavedAsDraft,
      data: () => ({ status: 'draft' }),
    },
  },
  {
    name: 'publishing without a title is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ title: '   ' }),
    expected: { status: 400, message: SERVER_MESSAGES.titleRequired },
  },
  {
    name: 'publishing a body of empty paragraphs is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ content: '<p>  </p><p><br></p><p>&nbsp;</p>' }),
    expected: { status: 400, message: SERVER_MESSAGES.bodyRequired },
  },
  {
    name: 'a title and nothing else is refused on publishing, also as an update of a draft',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorEmptyDraftId, content: '' }),
    expected: { status: 400, message: SERVER_MESSAGES.bodyRequired },
  },
  {
    name: 'a cover description is saved with the article',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ is_draft: true, image_alt: 'Boats moored along the quay at dusk' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleSavedAsDraft,
      data: () => ({ status: 'draft' }),
    },
  },
  {
    name: 'a cover description longer than its limit is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () =>
      article({ is_draft: true, image_alt: 'x'.repeat(ARTICLE_LIMITS.imageAltMax + 1) }),
    expected: {
      status: 400,
      message: invalid('image_alt', SERVER_MESSAGES.imageAltTooLong(ARTICLE_LIMITS.imageAltMax)),
    },
  },
  {
    name: 'a cover smaller than the minimum is refused, with both sizes said',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ is_draft: true }),
    file: { bytes: () => decodeBase64(ONE_PIXEL_PNG), type: 'image/png', name: 'dot.png' },
    expected: { status: 400, message: SERVER_MESSAGES.coverTooSmall(1, 1) },
  },
  {
    name: 'saving needs a session',
    endpoint: 'saveArticle',
    caller: 'anonymous',
    fields: () => article(),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },

  // Versions, autosave, scheduling and revisions.
  {
    name: 'a save from the stored version is kept, and the version grows',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorDraftId, is_draft: true, base_version: 1 }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.draftUpdated,
      data: (world) => ({ news_id: world.authorDraftId, status: 'draft', version: 2 }),
    },
  },
  {
    name: 'a save from another version meets the conflict and changes nothing',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) => article({ news_id: world.authorDraftId, is_draft: true, base_version: 7 }),
    expected: { status: 409, message: SERVER_MESSAGES.draftConflict },
  },
  {
    name: 'an autosave keeps the article a draft',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: (world) =>
      article({ news_id: world.authorDraftId, is_draft: true, autosave: true, base_version: 1 }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.draftUpdated,
      data: (world) => ({ news_id: world.authorDraftId, status: 'draft', version: 2 }),
    },
  },
  {
    name: 'a client key that is not letters, digits, - or _ is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ is_draft: true, client_key: 'not a key' }),
    expected: { status: 400, message: invalid('client_key', SERVER_MESSAGES.clientKey) },
  },
  {
    name: 'publishing at a future time schedules the article',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ publish_at: hoursFromNow(2) }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleScheduled,
      data: () => ({ status: 'scheduled' }),
    },
  },
  {
    name: 'publishing at a past time is refused',
    endpoint: 'saveArticle',
    caller: 'author',
    fields: () => article({ publish_at: hoursFromNow(-1) }),
    expected: { status: 400, message: SERVER_MESSAGES.publishAtPast },
  },
  {
    name: 'scheduling further ahead than allowed is refused',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({
      news_id: world.authorDraftId,
      publish_at: hoursFromNow(24 * (AUTHORING_LIMITS.scheduleMaxDays + 1)),
    }),
    expected: {
      status: 400,
      message: SERVER_MESSAGES.publishAtTooFar(AUTHORING_LIMITS.scheduleMaxDays),
    },
  },
  {
    name: 'a draft is scheduled',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId, publish_at: hoursFromNow(3) }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleScheduled,
      data: (world) => ({ news_id: world.authorDraftId, status: 'scheduled' }),
    },
  },
  {
    name: 'a scheduled article is moved to another time',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId, publish_at: hoursFromNow(5) }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleScheduled,
      data: (world) => ({ news_id: world.authorScheduledId, status: 'scheduled' }),
    },
  },
  {
    name: 'a scheduled article published now goes live',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articlePublished,
      data: (world) => ({ news_id: world.authorScheduledId, status: 'published' }),
    },
  },
  {
    name: 'a live article cannot be scheduled',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId, publish_at: hoursFromNow(2) }),
    expected: { status: 409, message: SERVER_MESSAGES.alreadyPublished },
  },
  {
    name: 'publishing from another version meets the conflict',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId, base_version: 7 }),
    expected: { status: 409, message: SERVER_MESSAGES.draftConflict },
  },
  {
    name: 'a schedule is cancelled: the article is a draft again',
    endpoint: 'cancelSchedule',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.scheduleCancelled,
      data: (world) => ({ news_id: world.authorScheduledId, status: 'draft', published_at: null }),
    },
  },
  {
    name: 'a draft has no schedule to cancel',
    endpoint: 'cancelSchedule',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 409, message: SERVER_MESSAGES.notScheduled },
  },
  {
    name: 'a live article has no schedule to cancel',
    endpoint: 'cancelSchedule',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 409, message: SERVER_MESSAGES.alreadyPublished },
  },
  {
    name: "someone else's scheduled article has no schedule to cancel: not found",
    endpoint: 'cancelSchedule',
    caller: 'otherAuthor',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a scheduled article is not found by readers before its time',
    endpoint: 'articleById',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'its author reads a scheduled article, shown as scheduled',
    endpoint: 'articleById',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: {
      status: 200,
      message: ok,
      data: (world) => ({ id: world.authorScheduledId, status: 'scheduled' }),
    },
  },
  {
    name: 'a scheduled article cannot be deleted as a draft',
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 409, message: SERVER_MESSAGES.onlyDrafts },
  },
  {
    name: "an article's revisions are listed for its author",
    endpoint: 'revisions',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 200, message: ok, dataLength: 1 },
  },
  {
    name: "someone else's draft has no revisions to list: not found",
    endpoint: 'revisions',
    caller: 'otherAuthor',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a revision is read whole by its author',
    endpoint: 'revision',
    caller: 'author',
    fields: (world) => ({ revision_id: world.authorRevisionId }),
    expected: {
      status: 200,
      message: ok,
      data: (world) => ({ id: world.authorRevisionId, news_id: world.authorDraftId, kind: 'save' }),
    },
  },
  {
    name: "someone else's revision: not found",
    endpoint: 'revision',
    caller: 'otherAuthor',
    fields: (world) => ({ revision_id: world.authorRevisionId }),
    expected: { status: 404, message: SERVER_MESSAGES.revisionNotFound },
  },
  {
    name: 'restoring a revision is a new version',
    endpoint: 'restoreRevision',
    caller: 'author',
    fields: (world) => ({ revision_id: world.authorRevisionId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.revisionRestored,
      data: (world) => ({ news_id: world.authorDraftId, status: 'draft', version: 2 }),
    },
  },
  {
    name: "restoring someone else's revision: not found",
    endpoint: 'restoreRevision',
    caller: 'otherAuthor',
    fields: (world) => ({ revision_id: world.authorRevisionId }),
    expected: { status: 404, message: SERVER_MESSAGES.revisionNotFound },
  },
  {
    name: 'revisions need a session',
    endpoint: 'revisions',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },

  // Publishing and deleting drafts.
  {
    name: 'an own draft is published',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articlePublished,
      data: (world) => ({ news_id: world.authorDraftId, status: 'published' }),
    },
  },
  {
    name: 'publishing a published article again is an Update with nothing new',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleUpdated,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'published' }),
    },
  },
  {
    name: 'publishing a draft without title or body is refused (the title is named first)',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorEmptyDraftId }),
    expected: { status: 400, message: SERVER_MESSAGES.titleRequired },
  },
  {
    name: "publishing someone else's draft: not found",
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'publishing an id beyond its column is refused',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: () => ({ news_id: Number.MAX_SAFE_INTEGER }),
    expected: {
      status: 400,
      message: invalid('news_id', SERVER_MESSAGES.wholeNumber(DB_INTEGER_MAX)),
    },
  },
  {
    name: 'an own draft is deleted',
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.draftDeleted },
  },
  {
    name: 'a published article is not deleted',
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 409, message: SERVER_MESSAGES.onlyDrafts },
  },
  {
    name: "deleting someone else's draft: not found",
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: "deleting someone else's published article: forbidden",
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourArticle },
  },
  {
    name: 'a missing draft is not found',
    endpoint: 'deleteDraft',
    caller: 'author',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },

  // Published articles that change (docs/adr/0024).
  {
    name: 'the editor opens an own published article',
    endpoint: 'draft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: {
      status: 200,
      message: ok,
      data: (world) => ({
        id: world.authorPublishedId,
        status: 'published',
        pending_update: false,
      }),
    },
  },
  {
    name: "the editor does not open someone else's published article",
    endpoint: 'draft',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'Update of a published article answers it updated',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId, base_version: 1 }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleUpdated,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'published', version: 2 }),
    },
  },
  {
    name: 'Update on a stale version meets the conflict',
    endpoint: 'publishDraft',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId, base_version: 7 }),
    expected: { status: 409, message: SERVER_MESSAGES.draftConflict },
  },
  {
    name: 'an own published article is unpublished: a draft again',
    endpoint: 'unpublishArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleUnpublished,
      data: (world) => ({ news_id: world.authorPublishedId, status: 'draft', published_at: null }),
    },
  },
  {
    name: 'a draft is not unpublished',
    endpoint: 'unpublishArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 409, message: SERVER_MESSAGES.notPublished },
  },
  {
    name: 'a scheduled article is not unpublished (its schedule is cancelled instead)',
    endpoint: 'unpublishArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 409, message: SERVER_MESSAGES.notPublished },
  },
  {
    name: "unpublishing someone else's article: forbidden",
    endpoint: 'unpublishArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourArticle },
  },
  {
    name: "unpublishing someone else's draft: not found",
    endpoint: 'unpublishArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'unpublishing needs a signed-in author',
    endpoint: 'unpublishArticle',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'an own published article is deleted',
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.articleDeleted },
  },
  {
    name: 'an own draft is deleted by deleteArticle too',
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.articleDeleted },
  },
  {
    name: "deleting someone else's published article with deleteArticle: forbidden",
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourArticle },
  },
  {
    name: "deleting someone else's draft with deleteArticle: not found",
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'deleting an article again: gone',
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDeletedId }),
    expected: { status: 410, message: SERVER_MESSAGES.articleRemoved },
  },
  {
    name: 'deleting a missing article: not found',
    endpoint: 'deleteArticle',
    caller: 'author',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a deleted article that was published answers gone',
    endpoint: 'articleById',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorDeletedId }),
    expected: { status: 410, message: SERVER_MESSAGES.articleRemoved },
  },

  // Comments. Each row's world has a comment of each author on the other's article.
  {
    name: "anyone reads a published article's comments",
    endpoint: 'comments',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 200, message: ok, dataLength: 1 },
  },
  {
    name: "a draft's comments are not found",
    endpoint: 'comments',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a comments cursor that was never issued is refused',
    endpoint: 'comments',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId, cursor: 'bm90IGEgY3Vyc29y' }),
    expected: { status: 400, message: invalid('cursor', SERVER_MESSAGES.invalidCursor) },
  },
  {
    name: 'a signed-in reader posts a comment',
    endpoint: 'addComment',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId, text: '  Well reported.  ' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.commentPosted,
      data: (world) => ({ text: 'Well reported.', news_id: world.otherPublishedId }),
    },
  },
  {
    name: 'commenting needs a session',
    endpoint: 'addComment',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId, text: 'Hello' }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a blank comment is refused',
    endpoint: 'addComment',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId, text: ' \n\t ' }),
    expected: { status: 400, message: invalid('text', SERVER_MESSAGES.commentEmpty) },
  },
  {
    name: 'a comment over the limit is refused',
    endpoint: 'addComment',
    caller: 'author',
    fields: (world) => ({
      news_id: world.otherPublishedId,
      text: 'a'.repeat(COMMENT_TEXT_MAX + 1),
    }),
    expected: {
      status: 400,
      message: invalid('text', SERVER_MESSAGES.commentTooLong(COMMENT_TEXT_MAX)),
    },
  },
  // Replies and reactions (docs/adr/0025).
  {
    name: 'a reply joins the thread of the comment it answers',
    endpoint: 'replyToComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.otherCommentId, text: 'Thank you.' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.replyPosted,
      data: (world) => ({ parent_id: world.otherCommentId, text: 'Thank you.' }),
    },
  },
  {
    name: 'a reply to a missing comment is refused and nothing is stored',
    endpoint: 'replyToComment',
    caller: 'author',
    fields: () => ({ comment_id: DB_INTEGER_MAX, text: 'Hello?' }),
    expected: { status: 404, message: SERVER_MESSAGES.replyToMissing },
  },
  {
    name: 'replying needs a session',
    endpoint: 'replyToComment',
    caller: 'anonymous',
    fields: (world) => ({ comment_id: world.otherCommentId, text: 'Hello' }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: "anyone reads a thread's replies",
    endpoint: 'commentReplies',
    caller: 'anonymous',
    fields: (world) => ({ comment_id: world.otherCommentId }),
    expected: { status: 200, message: ok, dataLength: 0 },
  },
  {
    name: 'the replies of a missing comment are not found',
    endpoint: 'commentReplies',
    caller: 'anonymous',
    fields: () => ({ comment_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.commentNotFound },
  },
  {
    name: 'a reaction on a published article is counted',
    endpoint: 'reactToArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId, kind: 'like', active: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.reactionAdded,
      data: () => ({
        mine: ['like'],
        counts: { like: 1, unicorn: 0, insightful: 0, celebrate: 0 },
      }),
    },
  },
  {
    name: 'a reaction of an unknown kind is refused',
    endpoint: 'reactToArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId, kind: 'angry', active: true }),
    expected: { status: 400, message: invalid('kind', SERVER_MESSAGES.reactionKind) },
  },
  {
    name: 'a reaction on a draft is refused as not found',
    endpoint: 'reactToArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId, kind: 'like', active: true }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'reacting needs a session',
    endpoint: 'reactToArticle',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId, kind: 'like', active: true }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'taking back a reaction that was not given changes nothing',
    endpoint: 'reactToArticle',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId, kind: 'unicorn', active: false }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.reactionNotGiven,
      data: () => ({ mine: [] }),
    },
  },
  {
    name: 'a reaction on a comment is counted',
    endpoint: 'reactToComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.otherCommentId, kind: 'insightful', active: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.reactionAdded,
      data: () => ({ mine: ['insightful'] }),
    },
  },
  {
    name: 'a reaction on a missing comment is not found',
    endpoint: 'reactToComment',
    caller: 'author',
    fields: () => ({ comment_id: DB_INTEGER_MAX, kind: 'like', active: true }),
    expected: { status: 404, message: SERVER_MESSAGES.commentNotFound },
  },
  {
    name: 'a reader reads their own reactions on an article',
    endpoint: 'ownReactions',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 200, message: ok, data: () => ({ article: [], comments: [] }) },
  },
  {
    name: 'own reactions need a session',
    endpoint: 'ownReactions',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.otherPublishedId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'the notifications a page shows are marked read',
    endpoint: 'markNotificationsRead',
    caller: 'author',
    fields: (world) => ({ notification_ids: [world.authorNotificationId] }),
    expected: { status: 200, message: SUCCESS_MESSAGES.notificationsShownRead },
  },
  {
    name: 'a comment on a draft is refused as not found',
    endpoint: 'addComment',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId, text: 'Hello' }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'the writer edits their comment',
    endpoint: 'editComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.authorCommentId, text: 'Edited.' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.commentUpdated,
      data: (world) => ({ id: world.authorCommentId, text: 'Edited.' }),
    },
  },
  {
    name: "nobody edits someone else's comment",
    endpoint: 'editComment',
    caller: 'otherAuthor',
    fields: (world) => ({ comment_id: world.authorCommentId, text: 'Mine now.' }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourComment },
  },
  {
    name: 'the writer deletes their comment',
    endpoint: 'deleteComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.authorCommentId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.commentDeleted },
  },
  {
    name: "nobody deletes someone else's comment, not even the article's author",
    endpoint: 'deleteComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.otherCommentId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourComment },
  },
  {
    name: 'a missing comment is not found',
    endpoint: 'deleteComment',
    caller: 'author',
    fields: () => ({ comment_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.commentNotFound },
  },
  {
    name: "the article's author hides a comment on it",
    endpoint: 'hideComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.otherCommentId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.commentHidden },
  },
  {
    name: "a comment's writer cannot hide it on someone else's article",
    endpoint: 'hideComment',
    caller: 'otherAuthor',
    fields: (world) => ({ comment_id: world.otherCommentId }),
    expected: { status: 403, message: SERVER_MESSAGES.onlyArticleAuthorHides },
  },

  // Follows.
  {
    name: 'a reader follows an author',
    endpoint: 'follow',
    caller: 'author',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.followed,
      data: (world) => ({ user_id: world.otherAuthorId, following: true }),
    },
  },
  {
    name: 'nobody follows themselves',
    endpoint: 'follow',
    caller: 'author',
    fields: (world) => ({ user_id: world.authorId }),
    expected: { status: 400, message: SERVER_MESSAGES.cannotFollowYourself },
  },
  {
    name: 'following a missing user: not found',
    endpoint: 'follow',
    caller: 'author',
    fields: () => ({ user_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.userNotFound },
  },
  // Following fediverse accounts (docs/adr/0033).
  {
    name: 'following a fediverse account needs @name@server',
    endpoint: 'followRemote',
    caller: 'author',
    fields: () => ({ handle: 'not a handle' }),
    expected: { status: 400, message: invalid('handle', SERVER_MESSAGES.invalidRemoteHandle) },
  },
  {
    name: 'following a fediverse account needs a session',
    endpoint: 'followRemote',
    caller: 'anonymous',
    fields: () => ({ handle: '@mira@social.example' }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'unfollowing a fediverse account one does not follow: not found',
    endpoint: 'unfollowRemote',
    caller: 'author',
    fields: () => ({ account_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.remoteAccountNotFollowed },
  },
  {
    name: 'the Following view needs a session',
    endpoint: 'followingTimeline',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a reply to a post not in the Following view: not found',
    endpoint: 'replyToRemote',
    caller: 'author',
    fields: () => ({ post_id: DB_INTEGER_MAX, text: 'Well reported.' }),
    expected: { status: 404, message: SERVER_MESSAGES.remotePostNotFound },
  },
  {
    name: 'a fediverse post is liked or boosted, nothing else',
    endpoint: 'reactToRemote',
    caller: 'author',
    fields: () => ({ post_id: 1, kind: 'unicorn', active: true }),
    expected: { status: 400, message: invalid('kind', SERVER_MESSAGES.remoteReactionKind) },
  },
  {
    name: 'following needs a session',
    endpoint: 'follow',
    caller: 'anonymous',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a reader unfollows an author',
    endpoint: 'unfollow',
    caller: 'author',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.unfollowed,
      data: (world) => ({ user_id: world.otherAuthorId, following: false }),
    },
  },
  {
    name: 'whom one follows is asked with a session',
    endpoint: 'followStatus',
    caller: 'anonymous',
    fields: (world) => ({ user_id: world.otherAuthorId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: "anyone reads an author's followers",
    endpoint: 'followers',
    caller: 'anonymous',
    fields: (world) => ({ user_id: world.authorId }),
    expected: { status: 200, message: ok },
  },
  {
    name: "a missing user's following list is not found",
    endpoint: 'following',
    caller: 'anonymous',
    fields: () => ({ user_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.userNotFound },
  },

  // Coins. Each row's key is its own (article ids are fresh per row).
  {
    name: 'a reader rewards an author for an article',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: 1,
      news_id: world.otherPublishedId,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: { status: 200, message: SUCCESS_MESSAGES.rewardSent(1) },
  },
  {
    name: 'nobody rewards themselves',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.authorId,
      amount: 1,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: { status: 400, message: SERVER_MESSAGES.cannotRewardYourself },
  },
  {
    name: 'a reward of zero coins is refused',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: 0,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: {
      status: 400,
      message: invalid('amount', SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS)),
    },
  },
  {
    name: 'a fraction of a coin is refused',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: 1.5,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: {
      status: 400,
      message: invalid('amount', SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS)),
    },
  },
  {
    name: 'a reward beyond the balance is refused',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: REWARD_MAX_COINS,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: { status: 409, message: SERVER_MESSAGES.notEnoughCoins },
  },
  {
    name: "a reward naming another author's article is refused",
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: 1,
      news_id: world.authorPublishedId,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a reward without a usable idempotency key is refused',
    endpoint: 'rewardAuthor',
    caller: 'author',
    fields: (world) => ({ user_id: world.otherAuthorId, amount: 1, idempotency_key: 'x' }),
    expected: { status: 400, message: invalid('idempotency_key', SERVER_MESSAGES.idempotencyKey) },
  },
  {
    name: 'rewarding needs a session',
    endpoint: 'rewardAuthor',
    caller: 'anonymous',
    fields: (world) => ({
      user_id: world.otherAuthorId,
      amount: 1,
      idempotency_key: `scenario-${world.otherPublishedId}`,
    }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a user reads their wallet history',
    endpoint: 'walletHistory',
    caller: 'author',
    expected: { status: 200, message: ok },
  },
  {
    name: 'a wallet history needs a session',
    endpoint: 'walletHistory',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },

  // Notifications. The other author's comment in each row's world notified the author.
  {
    name: 'a user reads their notifications',
    endpoint: 'notifications',
    caller: 'author',
    expected: { status: 200, message: ok },
  },
  {
    name: 'the unread count needs a session',
    endpoint: 'unreadNotificationCount',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a user opens a notification',
    endpoint: 'markNotificationRead',
    caller: 'author',
    fields: (world) => ({ notification_id: world.authorNotificationId }),
    expected: { status: 200, message: SUCCESS_MESSAGES.notificationRead },
  },
  {
    name: "nobody marks someone else's notification: not found",
    endpoint: 'markNotificationRead',
    caller: 'otherAuthor',
    fields: (world) => ({ notification_id: world.authorNotificationId }),
    expected: { status: 404, message: SERVER_MESSAGES.notificationNotFound },
  },
  {
    name: 'mark all as read leaves nothing unread',
    endpoint: 'markAllNotificationsRead',
    caller: 'author',
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.notificationsRead,
      data: () => ({ unread_count: 0 }),
    },
  },

  // The newsletter (docs/adr/0017, 0029): no answer tells whether an address was on the list.
  {
    name: 'subscribing with an invalid address is refused with the field message',
    endpoint: 'subscribe',
    caller: 'anonymous',
    fields: () => ({ email: 'not-an-address' }),
    expected: { status: 400, message: invalid('email', SERVER_MESSAGES.subscribeEmail) },
  },
  {
    name: 'subscribing with an address longer than the limit is refused',
    endpoint: 'subscribe',
    caller: 'anonymous',
    fields: () => ({ email: `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com` }),
    expected: {
      status: 400,
      message: invalid('email', SERVER_MESSAGES.subscribeEmailTooLong(EMAIL_MAX_LENGTH)),
    },
  },
  {
    name: 'subscribing a valid address answers the success message',
    endpoint: 'subscribe',
    caller: 'anonymous',
    fields: (world) => ({ email: `reader-${world.authorDraftId}@example.com` }),
    expected: { status: 200, message: SUCCESS_MESSAGES.subscribed },
  },
  {
    name: 'subscribing an address twice answers the same message both times',
    endpoint: 'subscribe',
    caller: 'anonymous',
    // The same address in every row (and as the server stores it, spaces and case aside): the
    // first run of the row subscribes it, every later one finds it on the list.
    fields: () => ({ email: '  Twice.Subscribed@Example.com ' }),
    expected: { status: 200, message: SUCCESS_MESSAGES.subscribed },
  },
  {
    name: 'subscribing the same address again answers the same message',
    endpoint: 'subscribe',
    caller: 'anonymous',
    fields: () => ({ email: 'twice.subscribed@example.com' }),
    expected: { status: 200, message: SUCCESS_MESSAGES.subscribed },
  },
  {
    name: 'an unsubscribe token of the wrong shape is refused with the field message',
    endpoint: 'unsubscribe',
    caller: 'anonymous',
    fields: () => ({ token: 'short' }),
    expected: { status: 400, message: invalid('token', SERVER_MESSAGES.unsubscribeToken) },
  },
  {
    // Signed by the server (ADR 0029): a token it did not sign changes nothing.
    name: 'a forged unsubscribe link is refused and changes nothing',
    endpoint: 'unsubscribe',
    caller: 'anonymous',
    fields: () => ({ token: FORGED_NEWSLETTER_TOKEN('m') }),
    expected: { status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid },
  },
  {
    name: 'a forged confirmation link is refused and confirms nothing',
    endpoint: 'confirmSubscription',
    caller: 'anonymous',
    fields: () => ({ token: FORGED_NEWSLETTER_TOKEN('c') }),
    expected: { status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid },
  },
  {
    name: 'a confirmation link of the wrong shape is refused with the field message',
    endpoint: 'confirmSubscription',
    caller: 'anonymous',
    fields: () => ({ token: 'cut-off' }),
    expected: { status: 400, message: invalid('token', SERVER_MESSAGES.unsubscribeToken) },
  },
  {
    name: 'the preferences of a forged link are refused',
    endpoint: 'newsletterPreferences',
    caller: 'anonymous',
    fields: () => ({ token: FORGED_NEWSLETTER_TOKEN('m') }),
    expected: { status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid },
  },
  {
    name: 'saving preferences by a forged link is refused and changes nothing',
    endpoint: 'updateNewsletterPreferences',
    caller: 'anonymous',
    fields: () => ({
      token: FORGED_NEWSLETTER_TOKEN('m'),
      mode: 'digest',
      follow_authors: false,
    }),
    expected: { status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid },
  },
  {
    name: 'a newsletter mode that is neither is refused with the field message',
    endpoint: 'updateNewsletterPreferences',
    caller: 'anonymous',
    fields: () => ({
      token: FORGED_NEWSLETTER_TOKEN('m'),
      mode: 'hourly',
      follow_authors: false,
    }),
    expected: { status: 400, message: invalid('mode', SERVER_MESSAGES.newsletterMode) },
  },
  // How many subscribers an article was sent to: its author's alone, as its revisions.
  {
    name: 'its author reads how many subscribers an article was sent to',
    endpoint: 'newsletterReach',
    caller: 'author',
    // No subscriber confirmed in this world: a new article was sent to nobody yet.
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 200, message: ok, data: () => ({ sent: 0 }) },
  },
  {
    name: "someone else's article has no newsletter reach to read: not found",
    endpoint: 'newsletterReach',
    caller: 'otherAuthor',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'the newsletter reach of a missing article: not found',
    endpoint: 'newsletterReach',
    caller: 'author',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'the newsletter reach needs a session',
    endpoint: 'newsletterReach',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  // Roles (docs/roles.md): checked on the server for every write, before anything is read.
  {
    name: 'a contributor saves a draft',
    endpoint: 'saveArticle',
    caller: 'contributor',
    fields: () => article({ is_draft: true }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articleSavedAsDraft,
      data: () => ({ status: 'draft' }),
    },
  },
  {
    name: "a contributor's direct publish is refused: an editor publishes after review",
    endpoint: 'saveArticle',
    caller: 'contributor',
    fields: () => article(),
    expected: { status: 403, message: ROLE_MESSAGES.publish },
  },
  {
    name: "a contributor's publish call is refused",
    endpoint: 'publishDraft',
    caller: 'contributor',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 403, message: ROLE_MESSAGES.publish },
  },
  {
    name: 'a reader may not write articles',
    endpoint: 'saveArticle',
    caller: 'reader',
    fields: () => article({ is_draft: true }),
    expected: { status: 403, message: ROLE_MESSAGES.writeDrafts },
  },
  {
    name: 'a reader may not publish either, told they may not write',
    endpoint: 'publishDraft',
    caller: 'reader',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 403, message: ROLE_MESSAGES.writeDrafts },
  },
  {
    name: 'a reader still comments',
    endpoint: 'addComment',
    caller: 'reader',
    fields: (world) => ({ news_id: world.otherPublishedId, text: 'Thank you for this.' }),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.commentPosted,
      data: (world) => ({ text: 'Thank you for this.', news_id: world.otherPublishedId }),
    },
  },
  {
    name: 'an editor publishes their own article',
    endpoint: 'saveArticle',
    caller: 'editor',
    fields: () => article(),
    expected: {
      status: 200,
      message: SUCCESS_MESSAGES.articlePublished,
      data: () => ({ status: 'published' }),
    },
  },
  {
    name: "an editor's role change is refused",
    endpoint: 'changeRole',
    caller: 'editor',
    fields: (world) => ({ user_id: world.otherAuthorId, role: 'editor' }),
    expected: { status: 403, message: ROLE_MESSAGES.manageMembers },
  },
  {
    name: "a reader's members list is refused",
    endpoint: 'members',
    caller: 'reader',
    expected: { status: 403, message: ROLE_MESSAGES.manageMembers },
  },
  {
    name: 'an author may not list members',
    endpoint: 'members',
    caller: 'author',
    fields: () => ({ q: 'a' }),
    expected: { status: 403, message: ROLE_MESSAGES.manageMembers },
  },
  {
    name: 'the members list needs a session',
    endpoint: 'members',
    caller: 'anonymous',
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'an administrator lists members one page at a time',
    endpoint: 'members',
    caller: 'administrator',
    fields: () => ({ limit: 2 }),
    expected: { status: 200, message: ok, dataLength: 2 },
  },
  {
    name: 'an administrator searches members by name: none match',
    endpoint: 'members',
    caller: 'administrator',
    fields: () => ({ q: 'Nobody has this name zq' }),
    expected: { status: 200, message: ok, dataLength: 0 },
  },
  {
    name: 'an administrator sets a role',
    endpoint: 'changeRole',
    caller: 'administrator',
    // The role it has: the authors are shared by every row of the server's world.
    fields: (world) => ({ user_id: world.otherAuthorId, role: 'author' }),
    expected: {
      status: 200,
      message: ROLE_MESSAGES.roleChanged,
      data: (world) => ({ user_id: world.otherAuthorId, role: 'author' }),
    },
  },
  {
    name: 'an administrator cannot change their own role',
    endpoint: 'changeRole',
    caller: 'administrator',
    fields: (world) => ({ user_id: world.administratorId, role: 'reader' }),
    expected: { status: 403, message: ROLE_MESSAGES.ownRole },
  },
  {
    name: 'a role that does not exist is refused',
    endpoint: 'changeRole',
    caller: 'administrator',
    fields: (world) => ({ user_id: world.otherAuthorId, role: 'owner' }),
    expected: { status: 400, message: invalid('role', ROLE_MESSAGES.invalidRole) },
  },
  {
    name: "a missing member's role: not found",
    endpoint: 'changeRole',
    caller: 'administrator',
    fields: () => ({ user_id: DB_INTEGER_MAX, role: 'editor' }),
    expected: { status: 404, message: SERVER_MESSAGES.userNotFound },
  },
  // Moderation (docs/adr/0037): reports from every reader; the queue's calls for editors.
  {
    name: 'a reader reports a comment',
    endpoint: 'report',
    caller: 'reader',
    fields: (world) => ({
      target_type: 'comment',
      target_id: world.otherCommentId,
      reason: 'harassment',
      note: 'Insults the writer',
    }),
    expected: {
      status: 200,
      message: MODERATION_MESSAGES.reported,
      data: (world) => ({ target_id: world.otherCommentId, reason: 'harassment', updated: false }),
    },
  },
  {
    name: 'a report needs a session',
    endpoint: 'report',
    caller: 'anonymous',
    fields: (world) => ({
      target_type: 'comment',
      target_id: world.otherCommentId,
      reason: 'spam',
    }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a reason off the list is refused',
    endpoint: 'report',
    caller: 'reader',
    fields: (world) => ({
      target_type: 'article',
      target_id: world.otherPublishedId,
      reason: 'boring',
    }),
    expected: { status: 400, message: invalid('reason', MODERATION_MESSAGES.invalidReason) },
  },
  {
    name: 'a draft cannot be reported: nothing to report',
    endpoint: 'report',
    caller: 'reader',
    fields: (world) => ({ target_type: 'article', target_id: world.otherDraftId, reason: 'spam' }),
    expected: { status: 404, message: MODERATION_MESSAGES.reportTargetNotFound },
  },
  {
    name: 'nobody reports their own profile',
    endpoint: 'report',
    caller: 'author',
    fields: (world) => ({ target_type: 'profile', target_id: world.authorId, reason: 'other' }),
    expected: { status: 403, message: MODERATION_MESSAGES.ownReport },
  },
  {
    name: "a reader's moderation queue is refused",
    endpoint: 'moderationQueue',
    caller: 'reader',
    expected: { status: 403, message: ROLE_MESSAGES.moderate },
  },
  {
    name: "an author's hide of someone else's comment through moderation is refused",
    endpoint: 'moderateComment',
    caller: 'author',
    fields: (world) => ({ comment_id: world.otherCommentId, action: 'hide', reason: 'Rude' }),
    expected: { status: 403, message: ROLE_MESSAGES.moderate },
  },
  {
    name: "a reader's suspension call is refused",
    endpoint: 'suspendAccount',
    caller: 'reader',
    fields: (world) => ({ user_id: world.otherAuthorId, action: 'suspend', reason: 'Spam' }),
    expected: { status: 403, message: ROLE_MESSAGES.moderate },
  },
  {
    name: 'an editor hides a comment',
    endpoint: 'moderateComment',
    caller: 'editor',
    fields: (world) => ({ comment_id: world.authorCommentId, action: 'hide', reason: 'Rude' }),
    expected: {
      status: 200,
      message: MODERATION_MESSAGES.commentHidden,
      data: (world) => ({ target_id: world.authorCommentId, state: 'hidden' }),
    },
  },
  {
    name: 'a visible comment cannot be restored',
    endpoint: 'moderateComment',
    caller: 'editor',
    fields: (world) => ({ comment_id: world.authorCommentId, action: 'restore', reason: 'Fine' }),
    expected: { status: 409, message: MODERATION_MESSAGES.commentNotHidden },
  },
  {
    name: 'a moderator gives a reason',
    endpoint: 'moderateComment',
    caller: 'editor',
    fields: (world) => ({ comment_id: world.authorCommentId, action: 'hide', reason: '  ' }),
    expected: { status: 400, message: invalid('reason', MODERATION_MESSAGES.reasonRequired) },
  },
  {
    name: 'no open reports to dismiss',
    endpoint: 'dismissReports',
    caller: 'editor',
    fields: (world) => ({ target_type: 'comment', target_id: world.authorCommentId }),
    expected: { status: 404, message: MODERATION_MESSAGES.noOpenReports },
  },
  {
    name: 'an editor cannot suspend themselves',
    endpoint: 'suspendAccount',
    caller: 'administrator',
    fields: (world) => ({ user_id: world.administratorId, action: 'suspend', reason: 'Test' }),
    expected: { status: 403, message: MODERATION_MESSAGES.ownSuspension },
  },
  {
    name: 'an editor cannot suspend an administrator',
    endpoint: 'suspendAccount',
    caller: 'editor',
    fields: (world) => ({ user_id: world.administratorId, action: 'suspend', reason: 'Test' }),
    expected: { status: 403, message: MODERATION_MESSAGES.administratorSuspension },
  },
  {
    name: 'an account in good standing cannot be reinstated',
    endpoint: 'suspendAccount',
    caller: 'editor',
    fields: (world) => ({ user_id: world.otherAuthorId, action: 'reinstate', reason: 'Appeal' }),
    expected: { status: 409, message: MODERATION_MESSAGES.notSuspended },
  },
  {
    name: 'an editor unpublishes an article with a reason',
    endpoint: 'moderateArticle',
    caller: 'editor',
    fields: (world) => ({ news_id: world.otherPublishedId, reason: 'Unsourced claims' }),
    expected: {
      status: 200,
      message: MODERATION_MESSAGES.articleUnpublished,
      data: (world) => ({ target_id: world.otherPublishedId, state: 'unpublished' }),
    },
  },
  {
    name: "an editor's read of the moderation log is refused",
    endpoint: 'moderationLog',
    caller: 'editor',
    expected: { status: 403, message: ROLE_MESSAGES.readModerationLog },
  },
  {
    name: 'nobody blocks themselves',
    endpoint: 'blockAccount',
    caller: 'author',
    fields: (world) => ({ user_id: world.authorId, blocked: true }),
    expected: { status: 403, message: MODERATION_MESSAGES.ownBlock },
  },
  {
    name: 'a reader blocks an account',
    endpoint: 'blockAccount',
    caller: 'reader',
    fields: (world) => ({ user_id: world.otherAuthorId, blocked: true }),
    expected: {
      status: 200,
      message: MODERATION_MESSAGES.blocked,
      data: (world) => ({ user_id: world.otherAuthorId, blocked: true }),
    },
  },
  // Stats: an author's own; the site's for its administrators; the beacon validated.
  {
    name: "another author's stats are refused",
    endpoint: 'authorStats',
    caller: 'otherAuthor',
    fields: (world) => ({ user_id: world.authorId, days: 30 }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourStats },
  },
  {
    name: "another author's articles table is refused",
    endpoint: 'statsArticles',
    caller: 'otherAuthor',
    fields: (world) => ({ user_id: world.authorId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourStats },
  },
  {
    name: "the site's articles table is refused to an author",
    endpoint: 'siteStatsArticles',
    caller: 'otherAuthor',
    fields: () => ({ sort: 'views' }),
    expected: { status: 403, message: SERVER_MESSAGES.siteStatsForbidden },
  },
  {
    name: "another author's article stats are refused",
    endpoint: 'articleStats',
    caller: 'otherAuthor',
    fields: (world) => ({ news_id: world.authorPublishedId }),
    expected: { status: 403, message: SERVER_MESSAGES.notYourStats },
  },
  {
    name: 'the stats of a missing article: not found',
    endpoint: 'articleStats',
    caller: 'author',
    fields: () => ({ news_id: DB_INTEGER_MAX }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'stats of a period that is not offered are refused',
    endpoint: 'authorStats',
    caller: 'author',
    fields: (world) => ({ user_id: world.authorId, days: 14 }),
    expected: {
      status: 400,
      message: invalid('days', SERVER_MESSAGES.statsPeriod),
    },
  },
  {
    name: 'the site stats are refused to an author who is not an administrator',
    endpoint: 'siteStats',
    caller: 'author',
    fields: () => ({ days: 30 }),
    expected: { status: 403, message: SERVER_MESSAGES.siteStatsForbidden },
  },
  {
    name: 'an editor reads the site stats',
    endpoint: 'siteStats',
    caller: 'editor',
    fields: () => ({ days: 30 }),
    expected: { status: 200, message: ok },
  },
  {
    name: 'the stats need a session',
    endpoint: 'authorStats',
    caller: 'anonymous',
    fields: (world) => ({ user_id: world.authorId }),
    expected: { status: 401, message: SERVER_MESSAGES.unauthorized },
  },
  {
    name: 'a beacon of an unknown event is refused',
    endpoint: 'statsBeacon',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId, event: 'like', width: 390 }),
    expected: { status: 400, message: invalid('event', SERVER_MESSAGES.statsBeacon) },
  },
  {
    name: 'a beacon without a viewport is refused',
    endpoint: 'statsBeacon',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorPublishedId, event: 'read', width: 0 }),
    expected: {
      status: 400,
      message: invalid('width', SERVER_MESSAGES.wholeNumber(STATS_VIEWPORT_MAX)),
    },
  },
  {
    name: 'a beacon of a draft is not found',
    endpoint: 'statsBeacon',
    caller: 'anonymous',
    fields: (world) => ({ news_id: world.authorDraftId, event: 'read', width: 390 }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  // The request itself.
  {
    name: 'a body that is not JSON is refused',
    endpoint: 'publishDraft',
    caller: 'author',
    rawBody: '{"news_id": ',
    expected: { status: 400, message: SERVER_MESSAGES.invalidJson },
  },
  {
    name: 'a call without the client key is refused',
    endpoint: 'categories',
    caller: 'anonymous',
    withoutUniqueKey: true,
    expected: { status: 401, message: SERVER_MESSAGES.uniqueKey },
  },
  {
    name: 'sign-in without an identity token is refused',
    endpoint: 'registration',
    caller: 'anonymous',
    fields: () => ({
      full_name: 'Reader',
      user_email: 'reader@example.test',
      device_token: '',
      user_name: 'reader',
      identity: '',
      login_type: 'email',
      platform: 3,
    }),
    expected: { status: 400, message: invalid('identity', SERVER_MESSAGES.identityRequired) },
  },
  // Site search.
  {
    name: 'a search answers a page',
    endpoint: 'search',
    caller: 'anonymous',
    fields: () => ({ q: 'news' }),
    expected: { status: 200, message: ok },
  },
  {
    name: 'a search of only spaces is refused',
    endpoint: 'search',
    caller: 'anonymous',
    fields: () => ({ q: '   ' }),
    expected: { status: 400, message: invalid('q', SEARCH_MESSAGES.queryRequired) },
  },
  {
    name: 'a search with a date that is not a day is refused',
    endpoint: 'search',
    caller: 'anonymous',
    fields: () => ({ q: 'news', from: '2026-02-30' }),
    expected: { status: 400, message: invalid('from', SEARCH_MESSAGES.invalidDate) },
  },
  {
    name: 'a search cursor holding an id beyond its column is refused',
    endpoint: 'search',
    caller: 'anonymous',
    fields: () => ({ q: 'news', cursor: encodeSearchCursor({ rank: 0.5, id: 99_999_999_999 }) }),
    expected: { status: 400, message: invalid('cursor', SEARCH_MESSAGES.invalidCursor) },
  },
  {
    name: 'a search in an unknown category is not found',
    endpoint: 'search',
    caller: 'anonymous',
    fields: () => ({ q: 'news', category_id: 999 }),
    expected: { status: 404, message: SERVER_MESSAGES.unknownCategory },
  },
  // Editorial review (docs/adr/0036).
  {
    name: "a contributor's review queue is refused",
    endpoint: 'reviewQueue',
    caller: 'contributor',
    expected: { status: 403, message: ROLE_MESSAGES.review },
  },
  {
    name: 'an editor reads the review queue',
    endpoint: 'reviewQueue',
    caller: 'editor',
    expected: { status: 200, message: ok },
  },
  {
    name: "an author's note on a draft is refused: only editors review",
    endpoint: 'addReviewNote',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId, body: 'Looks good' }),
    expected: { status: 403, message: ROLE_MESSAGES.review },
  },
  {
    name: 'a writer submits their draft for review',
    endpoint: 'submitForReview',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: {
      status: 200,
      message: REVIEW_MESSAGES.submitted,
      data: (world) => ({ news_id: world.authorDraftId, review_state: 'submitted' }),
    },
  },
  {
    name: "someone else's draft is not there to submit",
    endpoint: 'submitForReview',
    caller: 'author',
    fields: (world) => ({ news_id: world.otherDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: 'a scheduled article is not submitted for review',
    endpoint: 'submitForReview',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorScheduledId }),
    expected: { status: 409, message: REVIEW_MESSAGES.onlyDrafts },
  },
  {
    name: 'a draft without a title is not submitted for review',
    endpoint: 'submitForReview',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorEmptyDraftId }),
    expected: { status: 400, message: SERVER_MESSAGES.titleRequired },
  },
  {
    name: 'a draft not in review is not sent back',
    endpoint: 'sendBack',
    caller: 'editor',
    fields: (world) => ({ news_id: world.authorDraftId, body: 'Needs a quote' }),
    expected: { status: 409, message: REVIEW_MESSAGES.notInReview },
  },
  {
    name: 'an empty review note is refused',
    endpoint: 'addReviewNote',
    caller: 'editor',
    fields: (world) => ({ news_id: world.authorDraftId, body: '   ' }),
    expected: { status: 400, message: invalid('body', REVIEW_MESSAGES.noteRequired) },
  },
  {
    name: "an editor cannot open a writer's draft that is not in review",
    endpoint: 'draft',
    caller: 'editor',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  {
    name: "a writer reads their draft's review notes",
    endpoint: 'reviewNotes',
    caller: 'author',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 200, message: ok, dataLength: 0 },
  },
  {
    name: "a reader does not read someone's review notes",
    endpoint: 'reviewNotes',
    caller: 'reader',
    fields: (world) => ({ news_id: world.authorDraftId }),
    expected: { status: 404, message: SERVER_MESSAGES.articleNotFound },
  },
  // Site settings (docs/adr/0038).
  {
    name: 'anyone reads the site settings',
    endpoint: 'siteSettings',
    caller: 'anonymous',
    expected: { status: 200, message: ok },
  },
  {
    name: "an editor's save of the site settings is refused",
    endpoint: 'updateSiteSettings',
    caller: 'editor',
    rawBody: siteSettingsBody(),
    expected: { status: 403, message: ROLE_MESSAGES.manageSettings },
  },
  {
    name: 'a brand colour white text cannot be read on is refused, saying why',
    endpoint: 'updateSiteSettings',
    caller: 'administrator',
    rawBody: siteSettingsBody({ brand_color: '#ffd43b' }),
    expected: { status: 400, message: SITE_SETTINGS_MESSAGES.unreadableColor('1.43') },
  },
  {
    name: 'a brand colour that is not #rrggbb is refused',
    endpoint: 'updateSiteSettings',
    caller: 'administrator',
    rawBody: siteSettingsBody({ brand_color: 'crimson' }),
    expected: {
      status: 400,
      message: invalid('brand_color', SITE_SETTINGS_MESSAGES.invalidColor),
    },
  },
  {
    name: 'a category list that is not the site’s is refused',
    endpoint: 'updateSiteSettings',
    caller: 'administrator',
    rawBody: siteSettingsBody({
      categories: [{ id: 1, slug: 'world', name: 'World', nav_label: 'World', hidden: false }],
    }),
    expected: { status: 400, message: SITE_SETTINGS_MESSAGES.categoriesMismatch },
  },
  {
    name: 'a category address of the wrong shape is refused',
    endpoint: 'updateSiteSettings',
    caller: 'administrator',
    rawBody: siteSettingsBody({
      categories: CATEGORIES.map(({ id, slug, name, navLabel }) => ({
        id,
        slug: id === 10 ? 'Courts & Crime' : slug,
        name,
        nav_label: navLabel,
        hidden: false,
      })),
    }),
    expected: {
      status: 400,
      message: invalid('categories.9.slug', SITE_SETTINGS_MESSAGES.invalidSlug),
    },
  },
  {
    name: 'two categories cannot share an address',
    endpoint: 'updateSiteSettings',
    caller: 'administrator',
    rawBody: siteSettingsBody({
      categories: [
        ...CATEGORIES.map(({ id, slug, name, navLabel }) => ({
          id,
          slug,
          name,
          nav_label: navLabel,
          hidden: false,
        })),
        { slug: 'world', name: 'World again', nav_label: null, hidden: false },
      ],
    }),
    expected: { status: 400, message: SITE_SETTINGS_MESSAGES.slugTaken('world') },
  },
];

/** How a backend is reached: its origin, the client key and each caller's bearer token. */
export interface ScenarioTarget {
  baseUrl: string;
  uniqueKey: string;
  tokens: Record<Exclude<ScenarioCaller, 'anonymous'>, string>;
}

/** The request a row sends, encoded as the real client encodes its endpoint's body kind. */
export function scenarioRequest(
  scenario: Scenario,
  world: ScenarioWorld,
  target: ScenarioTarget,
): Request {
  const endpoint: EndpointDefinition = endpoints[scenario.endpoint];
  const headers = new Headers();
  if (!scenario.withoutUniqueKey) headers.set(UNIQUE_KEY_HEADER, target.uniqueKey);
  if (scenario.caller !== 'anonymous') {
    headers.set('Authorization', `Bearer ${target.tokens[scenario.caller]}`);
  }
  const fields = scenario.fields?.(world) ?? {};
  const url = new URL(endpoint.path, target.baseUrl);
  let body: FormData | string | undefined;
  if (scenario.rawBody !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = scenario.rawBody;
  } else if (endpoint.body === 'query') {
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, String(value));
  } else if (endpoint.body === 'json') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(fields);
  } else if (endpoint.body === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    const field = UPLOAD_FIELDS[scenario.endpoint as keyof typeof UPLOAD_FIELDS];
    if (scenario.file && field) {
      const { bytes, type, name } = scenario.file;
      form.append(field, new Blob([bytes().slice().buffer as ArrayBuffer], { type }), name);
    }
    body = form;
  }
  return new Request(url, { method: endpoint.method, headers, body });
}

/** Sends a request to the backend under test and returns its answer. */
export type ScenarioSend = (request: Request) => Promise<Response>;

/**
 * Makes a row's world through the backend's own save call: a draft and a published article of
 * each author, so a row that publishes or deletes one leaves the next row's untouched.
 */
export async function createScenarioWorld(
  send: ScenarioSend,
  target: ScenarioTarget,
  given: Pick<ScenarioWorld, 'authorId' | 'otherAuthorId' | 'administratorId' | 'busyCategoryId'>,
): Promise<ScenarioWorld> {
  /** Sends one call the world needs and returns its data; anything but success is a broken world. */
  const call = async (
    endpoint: EndpointName,
    caller: Exclude<ScenarioCaller, 'anonymous'>,
    fields: Fields,
  ) => {
    const row: Scenario = {
      name: 'world',
      endpoint,
      caller,
      fields: () => fields,
      expected: { status: 200, message: ok },
    };
    const response = await send(scenarioRequest(row, { ...EMPTY_WORLD, ...given }, target));
    const body = (await response.json()) as { data?: unknown };
    if (response.status !== 200) {
      throw new Error(
        `Could not make the scenario world (${endpoint}): ${response.status} ${JSON.stringify(body)}`,
      );
    }
    return body.data;
  };
  const idOf = (data: unknown, key: string): number => {
    const id = (data as Record<string, unknown> | null)?.[key];
    if (typeof id !== 'number')
      throw new Error(`The scenario world got no ${key}: ${JSON.stringify(data)}`);
    return id;
  };
  const save = async (caller: Exclude<ScenarioCaller, 'anonymous'>, isDraft: boolean) =>
    idOf(await call('saveArticle', caller, article(isDraft ? { is_draft: true } : {})), 'news_id');
  const authorDraftId = await save('author', true);
  const authorEmptyDraftId = idOf(
    await call('saveArticle', 'author', article({ title: '', content: '', is_draft: true })),
    'news_id',
  );
  const authorPublishedId = await save('author', false);
  const authorScheduledId = idOf(
    await call('saveArticle', 'author', article({ publish_at: hoursFromNow(24) })),
    'news_id',
  );
  const revisions = await call('revisions', 'author', { news_id: authorDraftId });
  const authorRevisionId = idOf(Array.isArray(revisions) ? revisions[0] : null, 'id');
  const authorDeletedId = await save('author', false);
  await call('deleteArticle', 'author', { news_id: authorDeletedId });
  const otherDraftId = await save('otherAuthor', true);
  const otherPublishedId = await save('otherAuthor', false);
  const comment = async (caller: Exclude<ScenarioCaller, 'anonymous'>, newsId: number) =>
    idOf(await call('addComment', caller, { news_id: newsId, text: 'A scenario comment.' }), 'id');
  const authorCommentId = await comment('author', otherPublishedId);
  const otherCommentId = await comment('otherAuthor', authorPublishedId);
  // Newest first: the notification of the comment just made.
  const notifications = await call('notifications', 'author', { limit: 1 });
  const authorNotificationId = idOf(Array.isArray(notifications) ? notifications[0] : null, 'id');
  // The other author holds a fediverse handle (their name and bio stay as they are).
  const otherProfile = (await call('userDetails', 'otherAuthor', {
    user_id: given.otherAuthorId,
  })) as { full_name: string; author_bio: string };
  const otherFediverseHandle = `other_${given.otherAuthorId}`;
  await call('updateProfile', 'otherAuthor', {
    full_name: otherProfile.full_name,
    author_bio: otherProfile.author_bio,
    fediverse_handle: otherFediverseHandle,
  });
  return {
    ...given,
    authorDraftId,
    authorEmptyDraftId,
    authorPublishedId,
    otherDraftId,
    otherPublishedId,
    authorCommentId,
    otherCommentId,
    authorNotificationId,
    authorScheduledId,
    authorRevisionId,
    authorDeletedId,
    otherFediverseHandle,
  };
}

/** What a row checks of an answer, read from the response. */
export interface ScenarioAnswer {
  status: number;
  envelopeStatus: unknown;
  message: unknown;
  dataLength?: number;
  data?: Record<string, unknown>;
  /** Whether the `data` list holds the row's `excludesId` (always false when expected). */
  listsExcluded?: boolean;
}

/** The answer as a row expects it, for a diff against {@link readScenarioAnswer}. */
export function expectedScenarioAnswer(scenario: Scenario, world: ScenarioWorld): ScenarioAnswer {
  const { status, message, dataLength, data, excludesId } = scenario.expected;
  return {
    status,
    envelopeStatus: status,
    message,
    ...(dataLength === undefined ? {} : { dataLength }),
    ...(data ? { data: data(world) } : {}),
    ...(excludesId ? { listsExcluded: false } : {}),
  };
}

/** The parts of a response a row checks, shaped like {@link expectedScenarioAnswer}. */
export async function readScenarioAnswer(
  scenario: Scenario,
  response: Response,
  world: ScenarioWorld,
): Promise<ScenarioAnswer> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const data = body.data;
  const { excludesId } = scenario.expected;
  const wanted = scenario.expected.data ? Object.keys(scenario.expected.data(EMPTY_WORLD)) : [];
  return {
    status: response.status,
    envelopeStatus: body.status,
    message: body.message,
    ...(scenario.expected.dataLength === undefined
      ? {}
      : { dataLength: Array.isArray(data) ? data.length : -1 }),
    ...(wanted.length > 0 && typeof data === 'object' && data !== null
      ? {
          data: Object.fromEntries(
            wanted.map((key) => [key, (data as Record<string, unknown>)[key]]),
          ),
        }
      : {}),
    ...(excludesId
      ? {
          listsExcluded:
            !Array.isArray(data) ||
            data.some((item) => (item as { id?: unknown } | null)?.id === excludesId(world)),
        }
      : {}),
  };
}

/** Only to learn which keys a row's `data` names. */
const EMPTY_WORLD: ScenarioWorld = {
  authorId: 0,
  otherAuthorId: 0,
  administratorId: 0,
  authorDraftId: 0,
  authorEmptyDraftId: 0,
  authorPublishedId: 0,
  otherDraftId: 0,
  otherPublishedId: 0,
  busyCategoryId: 0,
  authorCommentId: 0,
  otherCommentId: 0,
  authorNotificationId: 0,
  authorScheduledId: 0,
  authorRevisionId: 0,
  authorDeletedId: 0,
  otherFediverseHandle: '',
};
