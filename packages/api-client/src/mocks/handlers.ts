import { delay, type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  ACCOUNT_REFUSALS,
  ACCOUNT_SUCCESS,
  containsNul,
  DEFAULT_ROLE,
  decodeIdCursor,
  decodeNewsCursor,
  decodeStringList,
  describeIssue,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  encodeIdCursor,
  encodeNewsCursor,
  endpoints,
  FEDIVERSE_FOLLOWERS_SHOWN,
  type FediversePost,
  type FollowedAccount,
  isCoverLargeEnough,
  MODERATION_MESSAGES,
  MOST_RECENT_LIMIT,
  MOST_WATCHED_LIMIT,
  type ModerationAction,
  noReactions,
  type Permission,
  QUEUE_NOTES_SHOWN,
  type QueueEntry,
  REVIEW_MESSAGES,
  type ReactionKind,
  type Refusal,
  type ReportReason,
  type ReportTarget,
  type ReviewNote,
  ROLE_MESSAGES,
  rankRelated,
  refuseArticleChange,
  refuseArticleDelete,
  refuseArticlePublish,
  refuseAuthorOnlyRead,
  refuseBlock,
  refuseBrandColor,
  refuseCancelSchedule,
  refuseCategoryList,
  refuseCommentChange,
  refuseCommentHide,
  refuseCommentOn,
  refuseFollow,
  refuseOwnReport,
  refusePublishAt,
  refuseReusedKey,
  refuseReviewAction,
  refuseReward,
  refuseRole,
  refuseRoleChange,
  refuseSchedule,
  refuseStaleVersion,
  refuseSubmission,
  refuseSuspension,
  refuseUnpublish,
  roleAllows,
  type SaveArticleResult,
  SERVER_MESSAGES,
  SITE_SETTINGS_MESSAGES,
  STATS_ARTICLES_PAGE_SIZE,
  type StatsArticleSort,
  type StatsArticles,
  SUCCESS_MESSAGES,
  SUCCESS_STATUS,
  SUSPENDED_MAY_CALL,
  savedArticleMessage,
  tagSlugsOf,
  UNIQUE_KEY_HEADER,
} from '../contract';
import { deleteMockAccount, exportMockAccount, refuseMockIdentity } from './account';
import {
  MOCK_NOW,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_SLOW_DELAY_MS,
  MOCK_TOKEN,
  MOCK_USER_ID,
} from './constants';
import {
  idPage,
  isAfterCursor,
  MockDb,
  type MockSubscription,
  type WireArticle,
  type WireRevision,
} from './db';
import type { MockCommentRecord } from './fixtures/community';
import {
  MOCK_REMOTE_ACCOUNTS,
  type MockRemoteFollow,
  type MockRemotePost,
} from './fixtures/fediverseFollowing';
import type { MockReportRecord } from './fixtures/moderation';
import type { MockRevisionRecord } from './fixtures/revisions';
import type { MockArticleRecord, MockPendingEdit, MockReviewNoteRecord } from './fixtures/rows';
import { mockArticleDay, mockGrowth, mockSourcesAndDevices, mockViews } from './fixtures/stats';
import { IMAGE_SIGNATURE_BYTES, looksLikeImage, pictureSize } from './imageBytes';
import { searchMock } from './search';

/**
 * The states every call can be put in, for stories and tests:
 * - `success`: the real mock backend, answering from the in-memory fixtures;
 * - `empty`: lists answer `[]`; single reads answer their sparsest valid object; writes behave as
 *   `success` (there is no "empty" write);
 * - `error`: HTTP 200 with `{status: 500, message: "Something went wrong on our side"}`;
 * - `httpError`: HTTP 500 without an envelope, so the UI falls back to the endpoint's fallback message;
 * - `unauthorized`: HTTP 401 with an envelope (an expired session);
 * - `networkError`: the request fails before any response (offline);
 * - `slow`: real data after {@link MOCK_SLOW_DELAY_MS} ms;
 * - `loading`: never answers.
 */
export const MOCK_VARIANT_NAMES = [
  'success',
  'empty',
  'error',
  'httpError',
  'unauthorized',
  'networkError',
  'slow',
  'loading',
] as const;
export type MockVariantName = (typeof MOCK_VARIANT_NAMES)[number];
export type MockVariants = Record<MockVariantName, HttpHandler>;
export type MockHandlerVariants = Record<EndpointName, MockVariants>;

export interface CreateMockApiOptions {
  /** When set, the `unique-key` header must equal it; otherwise any non-empty key is accepted. */
  uniqueKey?: string;
  /** Delay before every `success` answer, to feel like a real network in stories. Default 0. */
  latencyMs?: number;
}

export interface MockApi {
  /** One `success` handler per call: the default for stories and tests. */
  handlers: HttpHandler[];
  /** Every state of every call: `variants.drafts.empty`, `variants.newsList.slow`, ... */
  variants: MockHandlerVariants;
  /** The in-memory backend these handlers read and write. */
  db: MockDb;
}

/** An answer other than success (the contract's {@link Refusal}), thrown by a resolver. */
/** The subscription of a newsletter link, or the server's refusal of the link. */
function newsletterSubscription(db: MockDb, token: string, purpose: 'c' | 'm'): MockSubscription {
  const found = db.newsletterToken(token, purpose);
  if (found === 'invalid') throw new MockFailure(400, SERVER_MESSAGES.newsletterLinkInvalid);
  if (found === 'expired') throw new MockFailure(400, SERVER_MESSAGES.newsletterLinkExpired);
  return found;
}

class MockFailure extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new MockFailure(refusal.status, refusal.message);
}

interface ResolverContext<Name extends EndpointName> {
  db: MockDb;
  /** The user of a valid bearer token, or null (only possible on `none`/`optional` calls). */
  userId: number | null;
  /** The bearer token the request carried, if any. */
  token: string | undefined;
  input: z.output<Endpoints[Name]['request']>;
  files: Record<string, File>;
  /** The first bytes of each file, to check what it is as the server does (never by its type). */
  fileHeads: Record<string, Uint8Array>;
  /** Each file's picture size, when its header tells it (a small cover is refused by it). */
  pictureSizes: Record<string, { width: number; height: number } | null>;
}

interface Answer {
  data: unknown;
  /** The success message, when the call has its own (the server's default otherwise). */
  message?: string;
  /** Envelope fields beside status/message/data (the news list's `next_cursor`). */
  extra?: Record<string, unknown>;
}

type Resolvers = { [Name in EndpointName]: (context: ResolverContext<Name>) => Answer };

const UPLOADED_IMAGE = 'fixtures/uploaded.svg';
/** The size of {@link UPLOADED_IMAGE}. */
const UPLOADED_IMAGE_SIZE = { width: 1200, height: 675 };

function requireUser(userId: number | null): number {
  if (userId === null) throw new MockFailure(401, SERVER_MESSAGES.unauthorized);
  return userId;
}

/** As the server's `requireRole`: signed in (401), and a role that allows it (403). */
function requireRole(db: MockDb, userId: number | null, permission: Permission): number {
  const signedIn = requireUser(userId);
  refuse(refuseRole(db.roleOf(signedIn), permission));
  return signedIn;
}

/**
 * As the server's `writerToActAs` (docs/adr/0036): an editor acts on a writer's submitted draft
 * as its writer; everyone else on their own articles.
 */
function writerToActAs(db: MockDb, userId: number, newsId: number | undefined): number {
  if (newsId === undefined || !roleAllows(db.roleOf(userId), 'review')) return userId;
  const record = db.findArticle(newsId);
  return record?.review_state === 'submitted' && db.statusOf(record) === 'draft'
    ? record.author_id
    : userId;
}

/** A note on a draft in review, as the server writes it; its writer is told. */
function writeReviewNote(
  db: MockDb,
  editorId: number,
  input: { news_id: number; body: string },
  sentBack: boolean,
): ReviewNote {
  const record = db.findArticle(input.news_id);
  if (!record || db.statusOf(record) !== 'draft') {
    throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
  }
  refuse(refuseReviewAction(record.review_state ?? null, sentBack ? 'sendBack' : 'note'));
  if (sentBack) record.review_state = 'changes_requested';
  const stored = {
    id: db.reviewNotes.length + 1,
    news_id: record.id,
    editor_id: editorId,
    body: input.body.trim(),
    sent_back: sentBack,
    created_at: db.now(),
  };
  db.reviewNotes.push(stored);
  db.notify({
    user_id: record.author_id,
    kind: sentBack ? 'changes_requested' : 'review_note',
    actor_id: editorId,
    article_id: record.id,
    note: stored.body,
  });
  return toReviewNote(db, stored);
}

function toReviewNote(db: MockDb, { news_id: _, editor_id, ...note }: MockReviewNoteRecord) {
  return { ...note, editor: db.authorSummary(editor_id) };
}

/** An article as the contract's rules see it: its author and the status the API shows now. */
function forRules(db: MockDb, record: MockArticleRecord | undefined) {
  return record && { authorId: record.author_id, status: db.statusOf(record) };
}

/** The article `userId` may change, by the contract's ownership rule. */
function ownArticle(db: MockDb, userId: number, newsId: number): MockArticleRecord {
  const record = db.findArticle(newsId);
  refuse(refuseArticleChange(forRules(db, record), userId));
  return record as MockArticleRecord;
}

/**
 * A revision of one of the caller's articles. Someone else's is answered as missing, as a
 * missing one is, so revision ids reveal nothing.
 */
function ownRevision(
  db: MockDb,
  userId: number,
  revisionId: number,
): { revision: MockRevisionRecord; article: MockArticleRecord } {
  const revision = db.findRevision(revisionId);
  const article = revision && db.findArticle(revision.news_id);
  if (!revision || article?.author_id !== userId) {
    throw new MockFailure(404, SERVER_MESSAGES.revisionNotFound);
  }
  return { revision, article };
}

function assertCategory(db: MockDb, categoryId: number, status: 400 | 404): void {
  if (!db.categories.some((category) => category.id === categoryId)) {
    throw new MockFailure(status, SERVER_MESSAGES.unknownCategory);
  }
}

/**
 * Publishes an article now. One that was live before (then taken back) keeps its first
 * publication time, but a scheduled one goes live now; the first publication tells the author's
 * followers.
 */
function publish(db: MockDb, record: MockArticleRecord, at: string): void {
  const publishedAt = db.statusOf(record) === 'scheduled' ? at : (record.pub_date ?? at);
  record.status = 'published';
  record.date = publishedAt;
  record.pub_date = publishedAt;
  db.announce(record);
}

/**
 * Schedules an article (docs/adr/0016): stored published, with its time ahead; readers see it
 * at that time, and its followers are told on their next notification read after it.
 */
function schedule(record: MockArticleRecord, publishAt: string): void {
  record.status = 'published';
  record.date = publishAt;
  record.pub_date = publishAt;
}

/**
 * Makes the article a draft again: a live one is taken back (its first publication time stays);
 * a scheduled one loses its time (the schedule is off).
 */
function unpublish(db: MockDb, record: MockArticleRecord): void {
  if (db.statusOf(record) === 'scheduled') {
    record.pub_date = null;
    record.date = record.created_at;
  }
  record.status = 'draft';
}

/** A change to a stored article: one version more, written at `at`. */
function changed(record: MockArticleRecord, at: string): void {
  record.version += 1;
  record.updated_at = at;
}

/** A live article's pending changes from a save's fields (its cover: new, pending or published). */
function pendingEdit(
  record: MockArticleRecord,
  fields: Omit<MockPendingEdit, 'image_url' | 'image_alt'>,
  cover: { image?: string | undefined; imageAlt?: string | undefined },
): MockPendingEdit {
  const from = record.pending ?? record;
  return {
    ...fields,
    image_url: cover.image ?? from.image_url,
    image_alt: cover.imageAlt ?? (cover.image ? '' : from.image_alt),
  };
}

/** A live article's pending changes become what readers see; `updated_at` moves. */
function applyPending(record: MockArticleRecord, at: string): void {
  if (!record.pending) return;
  Object.assign(record, record.pending);
  record.pending = null;
  record.updated_at = at;
}

/**
 * Deletes an article as the server does (docs/adr/0024): a record of its removal when readers saw it, its
 * visible comments, the notifications of its publication and comments, its revisions; ledger
 * lines stay.
 */
function removeArticle(db: MockDb, record: MockArticleRecord): void {
  if (record.pub_date !== null && Date.parse(record.pub_date) <= Date.parse(db.now())) {
    db.removedArticles.add(record.id);
  }
  db.articles = db.articles.filter((article) => article !== record);
  // Its history goes with it (on delete cascade).
  db.revisions = db.revisions.filter((revision) => revision.news_id !== record.id);
  db.comments = db.comments.filter(
    (comment) => comment.article_id !== record.id || comment.hidden_at !== null,
  );
  db.notifications = db.notifications.filter(
    (notification) =>
      notification.article_id !== record.id ||
      (notification.kind !== 'published' && notification.kind !== 'comment'),
  );
}

/** What a save, publish, cancel or restore answers: the article's state after it. */
function saveResult(db: MockDb, record: MockArticleRecord): SaveArticleResult {
  const status = db.statusOf(record);
  return {
    news_id: record.id,
    status,
    version: record.version,
    published_at: status === 'draft' ? null : record.pub_date,
  };
}

/**
 * A publication time from the request, refused unless it is ahead and near enough. Against the
 * real clock, as the editor checks it: the mock's fixed clock would refuse every time a story
 * picks once the real date is a year past it.
 */
function checkPublishAt(publishAt: string | undefined): void {
  if (publishAt !== undefined) refuse(refusePublishAt(new Date(publishAt), new Date()));
}

/** A comment as the comment rules see it: visible unless hidden or its article is not public. */
function commentForRules(db: MockDb, comment: MockCommentRecord | undefined) {
  if (!comment) return null;
  const article = db.findArticle(comment.article_id);
  return {
    authorId: comment.author_id,
    articleAuthorId: article?.author_id ?? 0,
    visible:
      comment.hidden_at === null && article !== undefined && db.statusOf(article) === 'published',
  };
}

/** A keyset page in id ascending order (a thread's replies, oldest first). */
function idPageAscending<Row extends { id: number }>(
  rows: Row[],
  limit: number,
  cursor: string | undefined,
): { rows: Row[]; nextCursor: string | null } {
  const after = cursor === undefined ? null : decodeIdCursor(cursor);
  const matching = after === null ? rows : rows.filter((row) => row.id > after);
  const page = matching.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: matching.length > page.length && last ? encodeIdCursor(last.id) : null,
  };
}

/** A signed-in reader's reaction change, counted against the per-user limit (429 beyond it). */
function takeReaction(db: MockDb, userId: number | null): number {
  const readerId = requireUser(userId);
  if (!db.reactionRateLimit.take(readerId)) {
    throw new MockFailure(429, SERVER_MESSAGES.reactionRateLimited);
  }
  return readerId;
}

/** Gives or takes back a reaction as the server does: never twice, with what happened. */
function react(
  db: MockDb,
  readerId: number,
  articleId: number,
  commentId: number | null,
  input: { kind: ReactionKind; active: boolean },
): Answer {
  const mine = () =>
    db.reactionsOn(articleId, commentId).filter((reaction) => reaction.user_id === readerId);
  const given = mine().find((reaction) => reaction.kind === input.kind);
  let message: string;
  if (input.active) {
    message = given ? SUCCESS_MESSAGES.reactionAlreadyGiven : SUCCESS_MESSAGES.reactionAdded;
    if (!given) {
      db.reactions.push({
        user_id: readerId,
        article_id: articleId,
        comment_id: commentId,
        kind: input.kind,
      });
    }
  } else {
    message = given ? SUCCESS_MESSAGES.reactionRemoved : SUCCESS_MESSAGES.reactionNotGiven;
    db.reactions = db.reactions.filter((reaction) => reaction !== given);
  }
  return {
    data: {
      counts: db.reactionCounts(articleId, commentId),
      mine: mine().map((reaction) => reaction.kind),
    },
    message,
  };
}

/** An author the follow rules can check: the user named, if they exist. */
/** A live user to follow or reward: a deleted account is no longer anyone's to follow. */
function followee(db: MockDb, userId: number) {
  return db.findUser(userId) && !db.deletedUsers.has(userId) ? { userId } : null;
}

function followState(db: MockDb, followerId: number, followeeId: number) {
  return {
    user_id: followeeId,
    following: db.findFollow(followerId, followeeId) !== undefined,
    followers_count: db.followersCount(followeeId),
  };
}

/** A user's followers or following list: one keyset page. */
function followList(
  db: MockDb,
  input: { user_id: number; limit: number; cursor?: string | undefined },
  side: 'follower' | 'followee',
): Answer {
  if (!db.findUser(input.user_id)) throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
  const rows = side === 'follower' ? db.followersOf(input.user_id) : db.followingOf(input.user_id);
  const page = idPage(rows, input.limit, input.cursor);
  return {
    data: page.rows.map((record) => db.toFollowEntry(record, side)),
    extra: { next_cursor: page.nextCursor },
  };
}

/** The mock backend's behaviour, one function per call. */
// Moderation's helpers (docs/adr/0037), as the server's moderation module.

/** Whose a reportable target is (null: nobody's, a fediverse reply); undefined: none to report. */
function mockReportTarget(db: MockDb, type: ReportTarget, id: number): number | null | undefined {
  if (type === 'comment') {
    const comment = db.findComment(id);
    return comment ? (comment.remote_author ? null : comment.author_id) : undefined;
  }
  if (type === 'article') {
    const article = db.findArticle(id);
    return article && db.statusOf(article) === 'published' ? article.author_id : undefined;
  }
  const user = db.findUser(id);
  return user && !db.deletedUsers.has(id) ? user.user_id : undefined;
}

function resolveMockReports(db: MockDb, type: ReportTarget, id: number): number {
  let closed = 0;
  for (const row of db.reports) {
    if (row.target_type === type && row.target_id === id && !row.resolved) {
      row.resolved = true;
      closed += 1;
    }
  }
  return closed;
}

function hideMockComment(
  db: MockDb,
  record: MockCommentRecord,
  by: 'moderator' | 'suspension',
): void {
  const now = db.now();
  record.hidden_at = now;
  record.hidden_by = by;
  for (const reply of db.visibleReplies(record.id)) {
    reply.hidden_at = now;
    reply.hidden_by = 'thread';
  }
}

/** Shows comments again (a reply waits for its hidden thread), with the replies hidden with them. */
function restoreMockComments(db: MockDb, records: readonly MockCommentRecord[]): void {
  for (const record of records) {
    const parent = record.parent_id ? db.findComment(record.parent_id) : undefined;
    if (parent && parent.hidden_at !== null) {
      record.hidden_by = 'thread';
      continue;
    }
    record.hidden_at = null;
    record.hidden_by = null;
    for (const reply of db.comments) {
      if (
        reply.parent_id === record.id &&
        reply.hidden_by === 'thread' &&
        !db.suspended.has(reply.author_id)
      ) {
        reply.hidden_at = null;
        reply.hidden_by = null;
      }
    }
  }
}

function logMock(
  db: MockDb,
  moderatorId: number,
  action: ModerationAction,
  targetType: ReportTarget,
  targetId: number,
  reason: string,
): void {
  db.moderationLog.push({
    id: db.nextId(db.moderationLog),
    moderator: { user_id: moderatorId, full_name: db.findUser(moderatorId)?.full_name ?? '' },
    action,
    target_type: targetType,
    target_id: targetId,
    reason,
    created_at: db.now(),
  });
}

/** The queue: targets with open reports, the one reported last first (keyed on that report). */
function mockQueue(db: MockDb): Array<QueueEntry & { id: number }> {
  const groups = new Map<string, MockReportRecord[]>();
  for (const row of db.reports) {
    if (row.resolved) continue;
    const key = `${row.target_type}:${row.target_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()]
    .map((rows) => {
      const newest = [...rows].sort(
        (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
      );
      const first = newest[0] as MockReportRecord;
      const counts = new Map<ReportReason, number>();
      for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
      return {
        id: Math.max(...rows.map((row) => row.id)),
        target_type: first.target_type,
        target_id: first.target_id,
        ...describeMockTarget(db, first.target_type, first.target_id),
        report_count: rows.length,
        reasons: [...counts]
          .map(([reason, count]) => ({ reason, count }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        notes: newest
          .filter((row) => row.note !== '')
          .slice(0, QUEUE_NOTES_SHOWN)
          .map((row) => row.note),
        last_reported_at:
          newest
            .map((row) => row.updated_at)
            .sort()
            .at(-1) ?? first.updated_at,
      };
    })
    .sort((a, b) => b.id - a.id);
}

function describeMockTarget(
  db: MockDb,
  type: ReportTarget,
  id: number,
): Pick<QueueEntry, 'summary' | 'news_id' | 'owner' | 'state'> {
  const ownerOf = (userId: number) => {
    const user = db.findUser(userId);
    return user
      ? { user_id: user.user_id, full_name: user.full_name, user_profile: user.user_profile }
      : null;
  };
  if (type === 'comment') {
    const comment = db.findComment(id);
    if (!comment) return { summary: '', news_id: null, owner: null, state: 'removed' };
    return {
      summary: comment.body,
      news_id: comment.article_id,
      owner: comment.remote_author ? null : ownerOf(comment.author_id),
      state: comment.hidden_at === null ? 'visible' : 'hidden',
    };
  }
  if (type === 'article') {
    const article = db.findArticle(id);
    if (!article) return { summary: '', news_id: null, owner: null, state: 'removed' };
    return {
      summary: article.title,
      news_id: article.id,
      owner: ownerOf(article.author_id),
      state: db.statusOf(article) === 'published' ? 'visible' : 'unpublished',
    };
  }
  const user = db.findUser(id);
  return {
    summary: user?.full_name ?? '',
    news_id: null,
    owner: ownerOf(id),
    state:
      !user || db.deletedUsers.has(id) ? 'removed' : db.suspended.has(id) ? 'suspended' : 'visible',
  };
}

const resolvers: Resolvers = {
  categories: ({ db }) => ({ data: db.categories.map((category) => db.toCategory(category)) }),

  newsList: ({ db, input }) => {
    assertCategory(db, input.category_id, 404);
    const cursor = input.cursor === undefined ? null : decodeNewsCursor(input.cursor);
    const matching = db
      .published()
      .filter(
        (record) =>
          record.category_id === input.category_id &&
          db.matches(record, input.q ?? '') &&
          (cursor === null || isAfterCursor(record, cursor)),
      );
    const page = matching.slice(0, input.limit);
    const last = page.at(-1);
    return {
      data: page.map((record) => db.toNewsItem(record)),
      extra: {
        next_cursor:
          matching.length > page.length && last
            ? encodeNewsCursor({ publishedAt: last.date, id: last.id })
            : null,
      },
    };
  },

  tagNews: ({ db, input }) => {
    const cursor = input.cursor === undefined ? null : decodeNewsCursor(input.cursor);
    const tagged = db
      .published()
      .filter((record) => tagSlugsOf(decodeStringList(record.keywords)).includes(input.tag));
    // As the server: the first page of a tag no live article carries is not found.
    if (cursor === null && tagged.length === 0) {
      refuse({ status: 404, message: SERVER_MESSAGES.tagNotFound });
    }
    const matching = tagged.filter((record) => cursor === null || isAfterCursor(record, cursor));
    const page = matching.slice(0, input.limit);
    const last = page.at(-1);
    return {
      data: page.map((record) => db.toNewsItem(record)),
      extra: {
        next_cursor:
          matching.length > page.length && last
            ? encodeNewsCursor({ publishedAt: last.date, id: last.id })
            : null,
      },
    };
  },

  mostRecent: ({ db, input }) => {
    if (input.category_id !== undefined) assertCategory(db, input.category_id, 404);
    return {
      data: db
        .published()
        .filter(
          (record) => input.category_id === undefined || record.category_id === input.category_id,
        )
        .slice(0, MOST_RECENT_LIMIT)
        .map((record) => db.toMostRecentItem(record)),
    };
  },

  mostWatched: ({ db }) => ({
    data: db
      .published()
      .sort((a, b) => b.views - a.views || b.id - a.id)
      .slice(0, MOST_WATCHED_LIMIT)
      .map((record) => db.toNewsItem(record)),
  }),

  // The contract's rule over every live article (the server reads a bounded few of each kind).
  relatedNews: ({ db, input }) => {
    const record = db.findArticle(input.news_id);
    if (!record || db.statusOf(record) !== 'published') {
      throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    }
    const placement = (item: typeof record) => ({
      id: item.id,
      categoryId: item.category_id,
      authorId: item.author_id,
      views: item.views,
      item,
    });
    return {
      data: rankRelated(placement(record), db.published().map(placement), input.limit).map(
        (candidate) => db.toNewsItem(candidate.item),
      ),
    };
  },

  articleById: ({ db, userId, input }) => {
    if (db.removedArticles.has(input.news_id)) {
      throw new MockFailure(410, SERVER_MESSAGES.articleRemoved);
    }
    const record = db.findArticle(input.news_id);
    // A draft, or a scheduled article before its time, exists only for its author.
    if (!record || (db.statusOf(record) !== 'published' && record.author_id !== userId)) {
      throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    }
    return { data: db.toArticle(record) };
  },

  authorProfile: ({ db, input }) => {
    const user = db.findUser(input.user_id);
    if (!user) throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    if (db.deletedUsers.has(user.user_id)) {
      throw new MockFailure(410, ACCOUNT_REFUSALS.accountDeleted);
    }
    return {
      data: {
        profile: db.toPublicProfile(user),
        articles: db
          .ownArticles(user.user_id)
          .filter((record) => db.statusOf(record) === 'published')
          .map((record) => db.toNewsItem(record)),
      },
    };
  },

  ownNews: ({ db, userId }) => ({
    // Drafts included, as the backend sends them: the profile page filters them out.
    data: db.ownArticles(requireUser(userId)).map((record) => db.toNewsItem(record)),
  }),

  userDetails: ({ db, userId, input }) => {
    if (input.user_id !== requireUser(userId)) {
      throw new MockFailure(403, SERVER_MESSAGES.notYourProfile);
    }
    const user = db.findUser(input.user_id);
    if (!user) throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    return { data: db.toUserProfile(user) };
  },

  registration: ({ db }) => {
    // Signing in again after a logout makes the mock token live again.
    db.tokens.set(MOCK_TOKEN, MOCK_USER_ID);
    return {
      data: { token: `Bearer ${MOCK_TOKEN}`, user_id: MOCK_USER_ID },
      message: SUCCESS_MESSAGES.login,
    };
  },

  updateProfile: ({ db, userId, input, files }) => {
    const user = db.findUser(requireUser(userId));
    if (!user) throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    user.full_name = input.full_name;
    user.author_bio = input.author_bio;
    if (input.x_handle !== undefined) user.x_handle = input.x_handle;
    const handle = input.fediverse_handle;
    if (handle !== undefined && handle !== user.fediverse_handle) {
      const holder = db.fediverseHandles.get(handle);
      if (handle !== '' && holder !== undefined && holder !== user.user_id) {
        throw new MockFailure(409, SERVER_MESSAGES.fediverseHandleTaken);
      }
      if (handle !== '') db.fediverseHandles.set(handle, user.user_id);
      user.fediverse_handle = handle;
    }
    if (files.user_profile) user.user_profile = UPLOADED_IMAGE;
    return { data: db.toUserProfile(user), message: SUCCESS_MESSAGES.profileSaved };
  },

  saveArticle: ({ db, userId, input, files, pictureSizes }) => {
    const authorId = requireRole(db, userId, 'writeDrafts');
    if (!input.is_draft) requireRole(db, userId, 'publish');
    assertCategory(db, input.category, 400);
    // An autosave never publishes: the article stays a draft.
    const isDraft = input.is_draft || input.autosave;
    const publishAt = isDraft ? undefined : input.publish_at;
    const fields = {
      title: input.title,
      description: input.description,
      content: input.content,
      keywords: input.keywords,
      creator: input.creator,
      video_url: input.video_url === '' ? null : input.video_url,
      category_id: input.category,
    };
    if (!isDraft) refuse(refuseArticlePublish(fields));
    checkPublishAt(publishAt);
    const coverSize = pictureSizes.image_url;
    if (coverSize && !isCoverLargeEnough(coverSize.width, coverSize.height)) {
      throw new MockFailure(400, SERVER_MESSAGES.coverTooSmall(coverSize.width, coverSize.height));
    }
    const image = files.image_url ? UPLOADED_IMAGE : undefined;
    const kind = input.autosave ? 'autosave' : isDraft ? 'save' : 'publish';

    // A new article saved again under its client key (a retried first save) updates that one.
    const existing =
      input.news_id !== undefined
        ? ownArticle(db, writerToActAs(db, authorId, input.news_id), input.news_id)
        : input.client_key === undefined
          ? undefined
          : db.findByClientKey(authorId, input.client_key);
    const message = savedArticleMessage({
      isDraft,
      isUpdate: existing !== undefined,
      scheduled: publishAt !== undefined,
    });
    if (existing) {
      refuse(refuseStaleVersion(existing.version, input.base_version));
      if (publishAt !== undefined) refuse(refuseSchedule(db.statusOf(existing)));
      const at = db.now();
      if (db.statusOf(existing) === 'published') {
        // A live article keeps its published text: a draft save holds the changes for the update.
        existing.pending = pendingEdit(existing, fields, { image, imageAlt: input.image_alt });
        existing.version += 1;
        if (!isDraft) applyPending(existing, at);
        db.keepRevision({ ...existing, ...existing.pending }, kind, at);
        return {
          data: saveResult(db, existing),
          message: savedArticleMessage({ isDraft, isUpdate: true, updatingLive: true }),
        };
      }
      Object.assign(existing, fields, image ? { image_url: image } : {});
      // As the server: a description left out stays, unless a new cover came without one.
      if (input.image_alt !== undefined) existing.image_alt = input.image_alt;
      else if (image) existing.image_alt = '';
      changed(existing, at);
      // Saving as a draft takes a scheduled article back.
      if (isDraft) unpublish(db, existing);
      else if (publishAt !== undefined) schedule(existing, publishAt);
      else if (db.statusOf(existing) !== 'published') publish(db, existing, at);
      db.keepRevision(existing, kind, at, authorId);
      return { data: saveResult(db, existing), message };
    }

    const now = db.now();
    const author = db.findUser(authorId);
    const record: MockArticleRecord = {
      id: db.nextArticleId(),
      subtitle: '',
      ...fields,
      image_url: image ?? null,
      image_alt: input.image_alt ?? '',
      status: 'draft',
      author_id: authorId,
      author_designation: author?.designation ?? 'Contributor',
      source_name: 'Byline Newsroom',
      source_icon: 'fixtures/source-byline.svg',
      created_at: now,
      updated_at: now,
      date: now,
      pub_date: null,
      views: 0,
      version: 1,
      client_key: input.client_key ?? null,
      announced_at: null,
    };
    db.articles.push(record);
    if (publishAt !== undefined) schedule(record, publishAt);
    else if (!isDraft) publish(db, record, now);
    db.keepRevision(record, kind, now);
    return { data: saveResult(db, record), message };
  },

  uploadBodyImage: ({ db, userId, fileHeads }) => {
    requireRole(db, userId, 'writeDrafts');
    const head = fileHeads.image;
    if (!head || !looksLikeImage(head)) throw new MockFailure(400, SERVER_MESSAGES.invalidImage);
    return { data: { path: UPLOADED_IMAGE, ...UPLOADED_IMAGE_SIZE } };
  },

  publishDraft: ({ db, userId, input }) => {
    requireRole(db, userId, 'writeDrafts');
    const callerId = requireRole(db, userId, 'publish');
    checkPublishAt(input.publish_at);
    const writerId = writerToActAs(db, callerId, input.news_id);
    const record = ownArticle(db, writerId, input.news_id);
    refuse(refuseStaleVersion(record.version, input.base_version));
    if (input.publish_at !== undefined) refuse(refuseSchedule(db.statusOf(record)));
    if (db.statusOf(record) === 'published') {
      // Update: the pending changes become what readers see.
      if (record.pending) refuse(refuseArticlePublish(record.pending));
      const at = db.now();
      const hadPending = Boolean(record.pending);
      applyPending(record, at);
      record.version += 1;
      if (hadPending) db.keepRevision(record, 'publish', at);
      return {
        data: saveResult(db, record),
        message: savedArticleMessage({ isDraft: false, isUpdate: true, updatingLive: true }),
      };
    }
    refuse(refuseArticlePublish(record));
    const message = savedArticleMessage({
      isDraft: false,
      isUpdate: true,
      scheduled: input.publish_at !== undefined,
    });
    const at = db.now();
    changed(record, at);
    // Without a time: live now (a scheduled article too; one live before keeps its first time).
    // With one: scheduled, or moved there.
    if (input.publish_at === undefined) publish(db, record, at);
    else schedule(record, input.publish_at);
    // Published or scheduled: out of review; an editor's approval is told to the writer.
    record.review_state = null;
    if (writerId !== callerId) {
      db.notify({ user_id: writerId, kind: 'approved', actor_id: callerId, article_id: record.id });
    }
    db.keepRevision(record, 'publish', at, callerId);
    return { data: saveResult(db, record), message };
  },

  drafts: ({ db, userId, input }) => {
    const page = db.draftsPage(requireUser(userId), input.limit, input.cursor);
    return {
      data: page.rows.map((record) => db.toDraft(record)),
      extra: { next_cursor: page.nextCursor },
    };
  },

  // Any of the caller's articles as the editor opens it; someone else's or a missing one: 404.
  draft: ({ db, userId, input }) => {
    const record = db.findArticle(input.news_id);
    if (record?.author_id !== writerToActAs(db, requireUser(userId), input.news_id)) {
      throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    }
    return { data: db.toDraft(record) };
  },

  deleteDraft: ({ db, userId, input }) => {
    const record = ownArticle(db, requireUser(userId), input.news_id);
    refuse(refuseArticleDelete({ status: db.statusOf(record) }));
    removeArticle(db, record);
    return { data: null, message: SUCCESS_MESSAGES.draftDeleted };
  },

  unpublishArticle: ({ db, userId, input }) => {
    const record = ownArticle(db, requireUser(userId), input.news_id);
    refuse(refuseUnpublish(db.statusOf(record)));
    const at = db.now();
    // The pending changes become the draft's text.
    if (record.pending) Object.assign(record, record.pending);
    record.pending = null;
    changed(record, at);
    unpublish(db, record);
    return { data: saveResult(db, record), message: SUCCESS_MESSAGES.articleUnpublished };
  },

  deleteArticle: ({ db, userId, input }) => {
    const authorId = requireUser(userId);
    if (!db.findArticle(input.news_id) && db.removedArticles.has(input.news_id)) {
      throw new MockFailure(410, SERVER_MESSAGES.articleRemoved);
    }
    removeArticle(db, ownArticle(db, authorId, input.news_id));
    return { data: null, message: SUCCESS_MESSAGES.articleDeleted };
  },

  cancelSchedule: ({ db, userId, input }) => {
    const record = ownArticle(db, requireUser(userId), input.news_id);
    refuse(refuseCancelSchedule(db.statusOf(record)));
    changed(record, db.now());
    unpublish(db, record);
    return { data: saveResult(db, record), message: SUCCESS_MESSAGES.scheduleCancelled };
  },

  revisions: ({ db, userId, input }) => {
    // An article's history is its author's alone: to anyone else there is no such article.
    const writerId = writerToActAs(db, requireUser(userId), input.news_id);
    refuse(refuseAuthorOnlyRead(db.findArticle(input.news_id)?.author_id, writerId));
    return {
      data: db.revisionsOf(input.news_id).map((revision) => db.toRevisionSummary(revision)),
    };
  },

  revision: ({ db, userId, input }) => ({
    data: db.toRevision(ownRevision(db, requireUser(userId), input.revision_id).revision),
  }),

  restoreRevision: ({ db, userId, input }) => {
    const writer = requireRole(db, userId, 'writeDrafts');
    const { revision, article } = ownRevision(db, writer, input.revision_id);
    // A published or scheduled article keeps what a publish needs.
    if (db.statusOf(article) !== 'draft') refuse(refuseArticlePublish(revision));
    const at = db.now();
    if (db.statusOf(article) === 'published') {
      // A live article's restored text waits for its update.
      article.pending = pendingEdit(
        article,
        {
          title: revision.title,
          description: revision.description,
          keywords: revision.keywords,
          creator: revision.creator,
          content: revision.content,
          video_url: revision.video_url,
          category_id: revision.category_id,
        },
        {},
      );
      article.version += 1;
      db.keepRevision({ ...article, ...article.pending }, 'restore', at);
      return { data: saveResult(db, article), message: SUCCESS_MESSAGES.revisionRestored };
    }
    Object.assign(article, {
      title: revision.title,
      description: revision.description,
      keywords: revision.keywords,
      creator: revision.creator,
      content: revision.content,
      video_url: revision.video_url,
      category_id: revision.category_id,
    });
    changed(article, at);
    db.keepRevision(article, 'restore', at);
    return { data: saveResult(db, article), message: SUCCESS_MESSAGES.revisionRestored };
  },

  // Required calls: the token is valid here, or the request was answered 401 already.
  logout: ({ db, token }) => {
    if (token !== undefined) db.tokens.delete(token);
    return { data: null, message: SUCCESS_MESSAGES.logout };
  },

  logoutEverywhere: ({ db, userId }) => {
    db.revokeTokensOf(requireUser(userId));
    return { data: null, message: SUCCESS_MESSAGES.logoutEverywhere };
  },

  // The account (docs/adr/0027), as apps/server/src/account answers.
  deleteAccount: ({ db, userId, input }) => {
    const owner = requireUser(userId);
    refuse(refuseMockIdentity(input.identity, owner));
    return {
      data: deleteMockAccount(db, owner, input.articles),
      message: ACCOUNT_SUCCESS.accountDeleted,
    };
  },

  exportAccount: ({ db, userId }) => ({ data: exportMockAccount(db, requireUser(userId)) }),

  // The community half, by the contract's rules (rules.ts) as the server answers.

  comments: ({ db, input }) => {
    refuse(refuseCommentOn(forRules(db, db.findArticle(input.news_id))));
    const visible = db.visibleComments(input.news_id);
    const page = idPage(visible, input.limit, input.cursor);
    return {
      data: page.rows.map((record) => db.toComment(record)),
      extra: { next_cursor: page.nextCursor, total: db.commentTotal(input.news_id) },
    };
  },

  addComment: ({ db, userId, input }) => {
    const authorId = requireUser(userId);
    // As on the server: every post of a known user counts, before the article is looked up.
    if (!db.commentRateLimit.take(authorId)) {
      throw new MockFailure(429, SERVER_MESSAGES.commentRateLimited);
    }
    const article = db.findArticle(input.news_id);
    refuse(refuseCommentOn(forRules(db, article)));
    const now = db.now();
    const record: MockCommentRecord = {
      id: db.nextId(db.comments),
      article_id: input.news_id,
      author_id: authorId,
      body: input.text,
      created_at: now,
      updated_at: now,
      hidden_at: null,
    };
    db.comments.push(record);
    db.notify({
      user_id: (article as MockArticleRecord).author_id,
      kind: 'comment',
      actor_id: authorId,
      article_id: record.article_id,
      comment_id: record.id,
      created_at: now,
    });
    return { data: db.toComment(record), message: SUCCESS_MESSAGES.commentPosted };
  },

  editComment: ({ db, userId, input }) => {
    const record = db.findComment(input.comment_id);
    refuse(refuseCommentChange(commentForRules(db, record), requireUser(userId)));
    const comment = record as MockCommentRecord;
    comment.body = input.text;
    comment.updated_at = db.now();
    return { data: db.toComment(comment), message: SUCCESS_MESSAGES.commentUpdated };
  },

  deleteComment: ({ db, userId, input }) => {
    const record = db.findComment(input.comment_id);
    refuse(refuseCommentChange(commentForRules(db, record), requireUser(userId)));
    // A top-level comment takes its replies with it (the server's cascade).
    db.comments = db.comments.filter(
      (comment) => comment !== record && comment.parent_id !== input.comment_id,
    );
    // The notification of it stays, without the comment (on delete set null).
    for (const notification of db.notifications) {
      if (notification.comment_id === input.comment_id) notification.comment_id = null;
    }
    return { data: null, message: SUCCESS_MESSAGES.commentDeleted };
  },

  hideComment: ({ db, userId, input }) => {
    const record = db.findComment(input.comment_id);
    refuse(refuseCommentHide(commentForRules(db, record), requireUser(userId)));
    const now = db.now();
    (record as MockCommentRecord).hidden_at = now;
    // A top-level comment's visible replies are hidden with it.
    for (const reply of db.visibleReplies(input.comment_id)) reply.hidden_at = now;
    return { data: null, message: SUCCESS_MESSAGES.commentHidden };
  },

  // Replies (docs/adr/0025): one level deep; the person replied to is told.
  replyToComment: ({ db, userId, input }) => {
    const authorId = requireUser(userId);
    if (!db.commentRateLimit.take(authorId)) {
      throw new MockFailure(429, SERVER_MESSAGES.commentRateLimited);
    }
    const target = db.findComment(input.comment_id);
    if (!target || !commentForRules(db, target)?.visible) {
      throw new MockFailure(404, SERVER_MESSAGES.replyToMissing);
    }
    const threadId = target.parent_id ?? target.id;
    const now = db.now();
    const record: MockCommentRecord = {
      id: db.nextId(db.comments),
      article_id: target.article_id,
      author_id: authorId,
      body: input.text,
      created_at: now,
      updated_at: now,
      hidden_at: null,
      parent_id: threadId,
    };
    db.comments.push(record);
    const about = { actor_id: authorId, article_id: target.article_id, comment_id: threadId };
    db.notify({ ...about, user_id: target.author_id, kind: 'reply', created_at: now });
    const articleAuthorId = db.findArticle(target.article_id)?.author_id;
    if (articleAuthorId !== undefined && articleAuthorId !== target.author_id) {
      db.notify({ ...about, user_id: articleAuthorId, kind: 'comment', created_at: now });
    }
    return { data: db.toComment(record), message: SUCCESS_MESSAGES.replyPosted };
  },

  commentReplies: ({ db, input }) => {
    const thread = db.findComment(input.comment_id);
    if (!thread || (thread.parent_id ?? null) !== null || !commentForRules(db, thread)?.visible) {
      throw new MockFailure(404, SERVER_MESSAGES.commentNotFound);
    }
    const page = idPageAscending(db.visibleReplies(thread.id), input.limit, input.cursor);
    return {
      data: page.rows.map((record) => db.toComment(record)),
      extra: { next_cursor: page.nextCursor },
    };
  },

  // Reactions (docs/adr/0025): one of each kind per reader and target, counted once.
  reactToArticle: ({ db, userId, input }) => {
    const readerId = takeReaction(db, userId);
    const article = db.findArticle(input.news_id);
    refuse(refuseCommentOn(forRules(db, article)));
    return react(db, readerId, input.news_id, null, input);
  },

  reactToComment: ({ db, userId, input }) => {
    const readerId = takeReaction(db, userId);
    const comment = db.findComment(input.comment_id);
    if (!comment || !commentForRules(db, comment)?.visible) {
      throw new MockFailure(404, SERVER_MESSAGES.commentNotFound);
    }
    return react(db, readerId, comment.article_id, comment.id, input);
  },

  ownReactions: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    const own = db.reactions.filter(
      (reaction) => reaction.user_id === readerId && reaction.article_id === input.news_id,
    );
    const comments = new Map<number, ReactionKind[]>();
    for (const reaction of own) {
      if (reaction.comment_id === null) continue;
      comments.set(reaction.comment_id, [
        ...(comments.get(reaction.comment_id) ?? []),
        reaction.kind,
      ]);
    }
    return {
      data: {
        article: own.filter((reaction) => reaction.comment_id === null).map((r) => r.kind),
        comments: [...comments].map(([commentId, kinds]) => ({ comment_id: commentId, kinds })),
      },
    };
  },

  follow: ({ db, userId, input }) => {
    const followerId = requireUser(userId);
    refuse(refuseFollow(followerId, followee(db, input.user_id)));
    // Following twice changes nothing (on conflict do nothing): no second row, no notification.
    if (!db.findFollow(followerId, input.user_id)) {
      const now = db.now();
      db.follows.push({
        id: db.nextId(db.follows),
        follower_id: followerId,
        followee_id: input.user_id,
        created_at: now,
      });
      // As the server: the author hears of a follower once per UTC day, however often it toggles.
      const today = now.slice(0, 10);
      const told = db
        .notificationsOf(input.user_id)
        .some(
          (notification) =>
            notification.kind === 'follow' &&
            notification.actor_id === followerId &&
            notification.created_at.slice(0, 10) === today,
        );
      if (!told) {
        db.notify({
          user_id: input.user_id,
          kind: 'follow',
          actor_id: followerId,
          created_at: now,
        });
      }
    }
    return {
      data: followState(db, followerId, input.user_id),
      message: SUCCESS_MESSAGES.followed,
    };
  },

  unfollow: ({ db, userId, input }) => {
    const followerId = requireUser(userId);
    refuse(refuseFollow(followerId, followee(db, input.user_id)));
    const record = db.findFollow(followerId, input.user_id);
    db.follows = db.follows.filter((follow) => follow !== record);
    return {
      data: followState(db, followerId, input.user_id),
      message: SUCCESS_MESSAGES.unfollowed,
    };
  },

  followStatus: ({ db, userId, input }) => {
    const followerId = requireUser(userId);
    if (!db.findUser(input.user_id)) throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    return { data: followState(db, followerId, input.user_id) };
  },

  followers: ({ db, input }) => followList(db, input, 'follower'),

  // Members and roles: administrators only, as the server.
  members: ({ db, userId, input }) => {
    requireRole(db, userId, 'manageMembers');
    const rows = db.members(input.q ?? '').map((user) => ({ ...user, id: user.user_id }));
    const page = idPage(rows, input.limit, input.cursor);
    return {
      data: page.rows.map((user) => db.toMember(user)),
      extra: { next_cursor: page.nextCursor },
    };
  },

  changeRole: ({ db, userId, input }) => {
    const callerId = requireRole(db, userId, 'manageMembers');
    refuse(refuseRoleChange(callerId, input.user_id));
    const user = db.findUser(input.user_id);
    if (!user || db.deletedUsers.has(user.user_id)) {
      throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    }
    user.role = input.role;
    return { data: db.toMember(user), message: ROLE_MESSAGES.roleChanged };
  },

  following: ({ db, input }) => followList(db, input, 'followee'),

  // Moderation (docs/adr/0037), as the server: reports from any reader, the rest by role.
  report: ({ db, userId, input }) => {
    const reporterId = requireUser(userId);
    const owner = mockReportTarget(db, input.target_type, input.target_id);
    if (owner === undefined) {
      throw new MockFailure(404, MODERATION_MESSAGES.reportTargetNotFound);
    }
    refuse(refuseOwnReport(reporterId, { target_type: input.target_type, ownerId: owner }));
    if (!db.reportRateLimit.take(reporterId)) {
      throw new MockFailure(429, MODERATION_MESSAGES.tooManyReports);
    }
    const note = input.note ?? '';
    const before = db.reports.find(
      (row) =>
        row.reporter_id === reporterId &&
        row.target_type === input.target_type &&
        row.target_id === input.target_id,
    );
    if (before) {
      Object.assign(before, { reason: input.reason, note, updated_at: db.now(), resolved: false });
    } else {
      db.reports.push({
        id: db.nextId(db.reports),
        reporter_id: reporterId,
        target_type: input.target_type,
        target_id: input.target_id,
        reason: input.reason,
        note,
        updated_at: db.now(),
        resolved: false,
      });
    }
    return {
      data: { ...input, note, updated: before !== undefined },
      message: before ? MODERATION_MESSAGES.reportUpdated : MODERATION_MESSAGES.reported,
    };
  },

  submitForReview: ({ db, userId, input }) => {
    const writerId = requireRole(db, userId, 'writeDrafts');
    const record = ownArticle(db, writerId, input.news_id);
    refuse(refuseSubmission(db.statusOf(record), record.review_state ?? null));
    refuse(refuseArticlePublish(record));
    record.review_state = 'submitted';
    record.review_submitted_at = db.now();
    return {
      data: { news_id: record.id, review_state: 'submitted' },
      message: REVIEW_MESSAGES.submitted,
    };
  },

  reviewQueue: ({ db, userId, input }) => {
    requireRole(db, userId, 'review');
    const waiting = db.articles
      .filter((record) => record.review_state === 'submitted' && db.statusOf(record) === 'draft')
      .sort(
        (a, b) =>
          (a.review_submitted_at ?? '').localeCompare(b.review_submitted_at ?? '') || a.id - b.id,
      );
    const start = input.cursor
      ? waiting.findIndex((record) => record.id === decodeIdCursor(input.cursor ?? '')) + 1
      : 0;
    const rows = waiting.slice(start, start + input.limit);
    const last = rows.at(-1);
    return {
      data: rows.map((record) => ({
        news_id: record.id,
        title: record.title,
        writer: db.authorSummary(record.author_id),
        submitted_at: record.review_submitted_at ?? record.updated_at,
      })),
      extra: {
        next_cursor: last && start + input.limit < waiting.length ? encodeIdCursor(last.id) : null,
      },
    };
  },

  reviewNotes: ({ db, userId, input }) => {
    const callerId = requireUser(userId);
    const record = db.findArticle(input.news_id);
    if (!record || (record.author_id !== callerId && !roleAllows(db.roleOf(callerId), 'review'))) {
      throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    }
    return {
      data: db.reviewNotes
        .filter((note) => note.news_id === record.id)
        .map((note) => toReviewNote(db, note)),
    };
  },

  addReviewNote: ({ db, userId, input }) => ({
    data: writeReviewNote(db, requireRole(db, userId, 'review'), input, false),
    message: REVIEW_MESSAGES.noteAdded,
  }),

  sendBack: ({ db, userId, input }) => {
    writeReviewNote(db, requireRole(db, userId, 'review'), input, true);
    return {
      data: { news_id: input.news_id, review_state: 'changes_requested' },
      message: REVIEW_MESSAGES.sentBack,
    };
  },

  siteSettings: ({ db }) => ({ data: db.siteSettings }),

  updateSiteSettings: ({ db, userId, input }) => {
    requireRole(db, userId, 'manageSettings');
    const brandColor = input.brand_color === null ? null : input.brand_color.toLowerCase();
    refuse(refuseBrandColor(brandColor));
    refuse(refuseCategoryList(input.categories, db.siteSettings.categories));
    // New categories take the next ids, as the server numbers them.
    let nextId = Math.max(...db.siteSettings.categories.map((category) => category.id)) + 1;
    db.siteSettings = {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      brand_color: brandColor,
      social_links: input.social_links,
      footer_columns: input.footer_columns,
      logo_url: input.remove_logo ? null : db.siteSettings.logo_url,
      categories: input.categories.map((category) => ({
        id: category.id ?? nextId++,
        slug: category.slug,
        name: category.name.trim(),
        nav_label: category.nav_label?.trim() || null,
        hidden: category.hidden,
      })),
      version: db.siteSettings.version + 1,
    };
    return { data: db.siteSettings, message: SITE_SETTINGS_MESSAGES.saved };
  },

  uploadSiteLogo: ({ db, userId, fileHeads }) => {
    requireRole(db, userId, 'manageSettings');
    const head = fileHeads.logo;
    if (!head || !looksLikeImage(head)) throw new MockFailure(400, SERVER_MESSAGES.invalidImage);
    db.siteSettings = {
      ...db.siteSettings,
      logo_url: UPLOADED_IMAGE,
      version: db.siteSettings.version + 1,
    };
    return { data: db.siteSettings, message: SITE_SETTINGS_MESSAGES.logoSaved };
  },

  moderationQueue: ({ db, userId, input }) => {
    requireRole(db, userId, 'moderate');
    const page = idPage(mockQueue(db), input.limit, input.cursor);
    return {
      data: page.rows.map(({ id: _, ...entry }) => entry),
      extra: { next_cursor: page.nextCursor },
    };
  },

  moderateComment: ({ db, userId, input }) => {
    const moderatorId = requireRole(db, userId, 'moderate');
    const record = db.findComment(input.comment_id);
    if (!record) throw new MockFailure(404, MODERATION_MESSAGES.commentNotFound);
    if (input.action === 'hide') {
      if (record.hidden_at !== null) {
        throw new MockFailure(409, MODERATION_MESSAGES.commentAlreadyHidden);
      }
      hideMockComment(db, record, 'moderator');
    } else {
      if (record.hidden_at === null)
        throw new MockFailure(409, MODERATION_MESSAGES.commentNotHidden);
      restoreMockComments(db, [record]);
    }
    resolveMockReports(db, 'comment', record.id);
    logMock(
      db,
      moderatorId,
      input.action === 'hide' ? 'hideComment' : 'restoreComment',
      'comment',
      record.id,
      input.reason,
    );
    return {
      data: {
        target_type: 'comment',
        target_id: record.id,
        state: record.hidden_at === null ? 'visible' : 'hidden',
      },
      message:
        input.action === 'hide'
          ? MODERATION_MESSAGES.commentHidden
          : MODERATION_MESSAGES.commentRestored,
    };
  },

  moderateArticle: ({ db, userId, input }) => {
    const moderatorId = requireRole(db, userId, 'moderate');
    const record = db.findArticle(input.news_id);
    if (!record) throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    refuse(refuseUnpublish(db.statusOf(record)));
    if (record.pending) Object.assign(record, record.pending);
    record.pending = null;
    changed(record, db.now());
    unpublish(db, record);
    db.notify({
      user_id: record.author_id,
      kind: 'unpublished',
      actor_id: moderatorId,
      article_id: record.id,
      note: input.reason,
    });
    resolveMockReports(db, 'article', record.id);
    logMock(db, moderatorId, 'unpublishArticle', 'article', record.id, input.reason);
    return {
      data: { target_type: 'article', target_id: record.id, state: 'unpublished' },
      message: MODERATION_MESSAGES.articleUnpublished,
    };
  },

  dismissReports: ({ db, userId, input }) => {
    const moderatorId = requireRole(db, userId, 'moderate');
    if (resolveMockReports(db, input.target_type, input.target_id) === 0) {
      throw new MockFailure(404, MODERATION_MESSAGES.noOpenReports);
    }
    logMock(
      db,
      moderatorId,
      'dismissReports',
      input.target_type,
      input.target_id,
      input.reason ?? '',
    );
    return {
      data: { target_type: input.target_type, target_id: input.target_id, state: 'visible' },
      message: MODERATION_MESSAGES.reportsDismissed,
    };
  },

  suspendAccount: ({ db, userId, input }) => {
    const moderatorId = requireRole(db, userId, 'moderate');
    refuse(refuseSuspension(moderatorId, input.user_id));
    const user = db.findUser(input.user_id);
    if (!user || db.deletedUsers.has(user.user_id)) {
      throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    }
    const suspend = input.action === 'suspend';
    if (suspend) refuse(refuseSuspension(moderatorId, user.user_id, user.role));
    if (suspend === db.suspended.has(user.user_id)) {
      throw new MockFailure(
        409,
        suspend ? MODERATION_MESSAGES.alreadySuspended : MODERATION_MESSAGES.notSuspended,
      );
    }
    if (suspend) {
      db.suspended.add(user.user_id);
      db.revokeTokensOf(user.user_id);
      for (const comment of db.comments) {
        if (
          comment.author_id === user.user_id &&
          comment.hidden_at === null &&
          !comment.remote_author
        ) {
          hideMockComment(db, comment, 'suspension');
        }
      }
      resolveMockReports(db, 'profile', user.user_id);
    } else {
      db.suspended.delete(user.user_id);
      restoreMockComments(
        db,
        db.comments.filter(
          (comment) => comment.author_id === user.user_id && comment.hidden_by === 'suspension',
        ),
      );
    }
    logMock(
      db,
      moderatorId,
      suspend ? 'suspendAccount' : 'reinstateAccount',
      'profile',
      user.user_id,
      input.reason,
    );
    return {
      data: {
        target_type: 'profile',
        target_id: user.user_id,
        state: suspend ? 'suspended' : 'visible',
      },
      message: suspend
        ? MODERATION_MESSAGES.accountSuspended
        : MODERATION_MESSAGES.accountReinstated,
    };
  },

  moderationLog: ({ db, userId, input }) => {
    requireRole(db, userId, 'readModerationLog');
    const page = idPage(
      [...db.moderationLog].sort((a, b) => b.id - a.id),
      input.limit,
      input.cursor,
    );
    return { data: page.rows, extra: { next_cursor: page.nextCursor } };
  },

  blockAccount: ({ db, userId, input }) => {
    const blockerId = requireUser(userId);
    refuse(refuseBlock(blockerId, input.user_id));
    const user = db.findUser(input.user_id);
    if (!user || db.deletedUsers.has(user.user_id)) {
      throw new MockFailure(404, SERVER_MESSAGES.userNotFound);
    }
    const key = `${blockerId}:${input.user_id}`;
    if (input.blocked) db.blocks.add(key);
    else db.blocks.delete(key);
    return {
      data: { user_id: input.user_id, blocked: input.blocked },
      message: input.blocked ? MODERATION_MESSAGES.blocked : MODERATION_MESSAGES.unblocked,
    };
  },

  blockedAccounts: ({ db, userId }) => {
    const blockerId = requireUser(userId);
    const prefix = `${blockerId}:`;
    const user_ids = [...db.blocks]
      .filter((key) => key.startsWith(prefix))
      .map((key) => Number(key.slice(prefix.length)))
      .reverse();
    return { data: { user_ids } };
  },

  fediverseFollowers: ({ db, userId }) => {
    const authorId = requireUser(userId);
    return {
      data: {
        approves_followers: db.fediverseApprovers.has(authorId),
        followers: db.remoteFollowers
          .filter((record) => record.user_id === authorId)
          .sort((a, b) => b.id - a.id)
          .slice(0, FEDIVERSE_FOLLOWERS_SHOWN)
          .map(({ user_id: _owner, ...follower }) => follower),
      },
    };
  },

  fediverseApproval: ({ db, userId, input }) => {
    const authorId = requireUser(userId);
    if (input.approve) db.fediverseApprovers.add(authorId);
    else db.fediverseApprovers.delete(authorId);
    return {
      data: { approves_followers: input.approve },
      message: input.approve
        ? SUCCESS_MESSAGES.fediverseApprovalOn
        : SUCCESS_MESSAGES.fediverseApprovalOff,
    };
  },

  fediverseFollowAnswer: ({ db, userId, input }) => {
    const authorId = requireUser(userId);
    const request = db.remoteFollowers.find(
      (record) => record.user_id === authorId && record.id === input.follower_id && record.pending,
    );
    if (!request) throw new MockFailure(404, SERVER_MESSAGES.fediverseFollowRequestNotFound);
    if (input.accept) {
      // As the server: an accepted follower counts in the follower figure.
      request.pending = false;
      db.acceptedRemoteFollowers.set(authorId, (db.acceptedRemoteFollowers.get(authorId) ?? 0) + 1);
    } else {
      db.remoteFollowers = db.remoteFollowers.filter((record) => record !== request);
    }
    return {
      data: { follower_id: input.follower_id, accepted: input.accept },
      message: input.accept
        ? SUCCESS_MESSAGES.fediverseFollowAccepted
        : SUCCESS_MESSAGES.fediverseFollowRejected,
    };
  },

  rewardAuthor: ({ db, userId, input }) => {
    const senderId = requireUser(userId);
    const reward = {
      recipientId: input.user_id,
      amount: input.amount,
      articleId: input.news_id ?? null,
    };
    // The same key again: the same reward answers its first ledger line; nothing moves twice.
    const earlier = db.transfers.find(
      (transfer) =>
        transfer.from_user_id === senderId && transfer.idempotency_key === input.idempotency_key,
    );
    if (earlier) {
      refuse(
        refuseReusedKey(
          {
            recipientId: earlier.to_user_id,
            amount: earlier.amount,
            articleId: earlier.article_id,
          },
          reward,
        ),
      );
      return {
        data: {
          transfer: db.toWalletEntry(earlier, senderId),
          balance: db.balance(senderId),
        },
        message: SUCCESS_MESSAGES.rewardSent(earlier.amount),
      };
    }
    const recipient = db.findUser(input.user_id);
    const article =
      input.news_id === undefined ? undefined : (db.findArticle(input.news_id) ?? null);
    refuse(
      refuseReward({
        senderId,
        senderBalance: db.balance(senderId),
        amount: input.amount,
        recipient: recipient && { userId: recipient.user_id },
        article: article && { authorId: article.author_id, status: db.statusOf(article) },
      }),
    );
    const now = db.now();
    const transfer = {
      id: db.nextId(db.transfers),
      from_user_id: senderId,
      to_user_id: input.user_id,
      amount: input.amount,
      kind: 'reward' as const,
      article_id: reward.articleId,
      idempotency_key: input.idempotency_key,
      created_at: now,
    };
    db.transfers.push(transfer);
    db.notify({
      user_id: input.user_id,
      kind: 'reward',
      actor_id: senderId,
      article_id: transfer.article_id,
      amount: transfer.amount,
      created_at: now,
    });
    return {
      data: { transfer: db.toWalletEntry(transfer, senderId), balance: db.balance(senderId) },
      message: SUCCESS_MESSAGES.rewardSent(transfer.amount),
    };
  },

  walletHistory: ({ db, userId, input }) => {
    const ownerId = requireUser(userId);
    const page = idPage(db.ledgerOf(ownerId), input.limit, input.cursor);
    return {
      data: page.rows.map((record) => db.toWalletEntry(record, ownerId)),
      extra: { next_cursor: page.nextCursor, balance: db.balance(ownerId) },
    };
  },

  notifications: ({ db, userId, input }) => {
    const ownerId = requireUser(userId);
    db.announceDue();
    const page = idPage(db.notificationsOf(ownerId), input.limit, input.cursor);
    return {
      data: page.rows.map((record) => db.toNotification(record)),
      extra: { next_cursor: page.nextCursor, unread_count: db.unreadCount(ownerId) },
    };
  },

  unreadNotificationCount: ({ db, userId }) => {
    const ownerId = requireUser(userId);
    db.announceDue();
    return { data: { unread_count: db.unreadCount(ownerId) } };
  },

  markNotificationRead: ({ db, userId, input }) => {
    const ownerId = requireUser(userId);
    // Someone else's notification is answered as missing: ids reveal nothing.
    const record = db.notifications.find(
      (notification) =>
        notification.id === input.notification_id && notification.user_id === ownerId,
    );
    if (!record) throw new MockFailure(404, SERVER_MESSAGES.notificationNotFound);
    record.read_at ??= db.now();
    return {
      data: { unread_count: db.unreadCount(ownerId) },
      message: SUCCESS_MESSAGES.notificationRead,
    };
  },

  markNotificationsRead: ({ db, userId, input }) => {
    const ownerId = requireUser(userId);
    const now = db.now();
    for (const notification of db.notifications) {
      if (notification.user_id === ownerId && input.notification_ids.includes(notification.id)) {
        notification.read_at ??= now;
      }
    }
    return {
      data: { unread_count: db.unreadCount(ownerId) },
      message: SUCCESS_MESSAGES.notificationsShownRead,
    };
  },

  markAllNotificationsRead: ({ db, userId }) => {
    const ownerId = requireUser(userId);
    const now = db.now();
    for (const notification of db.notifications) {
      if (notification.user_id === ownerId) notification.read_at ??= now;
    }
    return { data: { unread_count: 0 }, message: SUCCESS_MESSAGES.notificationsRead };
  },

  // The newsletter (docs/adr/0017, 0029): one answer for a new address and a known one.
  subscribe: ({ db, input }) => {
    if (!db.takeSubscribeAllowance(input.email)) {
      throw new MockFailure(429, SERVER_MESSAGES.subscribeRateLimited);
    }
    db.subscribe(input.email);
    return { data: null, message: SUCCESS_MESSAGES.subscribed };
  },

  confirmSubscription: ({ db, input }) => {
    const subscription = newsletterSubscription(db, input.token, 'c');
    subscription.confirmed = true;
    subscription.active = true;
    return { data: null, message: SUCCESS_MESSAGES.subscriptionConfirmed };
  },

  unsubscribe: ({ db, input }) => {
    newsletterSubscription(db, input.token, 'm').active = false;
    return { data: null, message: SUCCESS_MESSAGES.unsubscribed };
  },

  newsletterPreferences: ({ db, input }) => ({
    data: {
      ...newsletterSubscription(db, input.token, 'm').preferences,
      can_follow_authors: false,
    },
  }),

  updateNewsletterPreferences: ({ db, input }) => {
    const subscription = newsletterSubscription(db, input.token, 'm');
    for (const id of input.categories) assertCategory(db, id, 400);
    subscription.preferences = {
      mode: input.mode,
      categories: [...new Set(input.categories)].sort((a, b) => a - b),
      follow_authors: false,
    };
    return {
      data: { ...subscription.preferences, can_follow_authors: false },
      message: SUCCESS_MESSAGES.newsletterPreferencesSaved,
    };
  },

  // How many subscribers an author's own article was sent to (its author's alone, as revisions).
  newsletterReach: ({ db, userId, input }) => {
    refuse(refuseAuthorOnlyRead(db.findArticle(input.news_id)?.author_id, requireUser(userId)));
    return { data: { sent: db.newsletterSent.get(input.news_id) ?? 0 } };
  },

  search: ({ db, input }) => {
    if (input.category_id !== undefined) assertCategory(db, input.category_id, 404);
    return searchMock(db, input);
  },

  // Stats (docs/adr/0035): an author's own (403 for anyone else's), the site's for its
  // administrators, and the article page's beacon, once per reader, article and event.
  authorStats: ({ db, userId, input }) => {
    refuseOthersStats(requireUser(userId), input.user_id);
    const ids = liveArticleIds(db, input.user_id);
    const history = db.statsHistoryDays;
    const rewards = db.transfers.filter(
      (transfer) => transfer.kind === 'reward' && transfer.to_user_id === input.user_id,
    );
    const follows = db.follows.filter((follow) => follow.followee_id === input.user_id);
    return {
      data: {
        views: mockViews(input.days, (ago) => sumDays(ids, ago, history)),
        followers: mockGrowth(
          input.days,
          follows.map((follow) => ({ at: follow.created_at, amount: 1 })),
          follows.length,
        ),
        coins: mockGrowth(
          input.days,
          rewards.map((reward) => ({ at: reward.created_at, amount: reward.amount })),
          rewards.reduce((sum, reward) => sum + reward.amount, 0),
        ),
      },
    };
  },

  statsArticles: ({ db, userId, input }) => {
    refuseOthersStats(requireUser(userId), input.user_id);
    return { data: mockArticlesTable(db, db.ownArticles(input.user_id), input) };
  },

  siteStatsArticles: ({ db, userId, input }) => {
    refuseSiteStats(db, requireUser(userId));
    return { data: mockArticlesTable(db, db.published(), input) };
  },

  articleStats: ({ db, userId, input }) => {
    const caller = requireUser(userId);
    const record = db.findArticle(input.news_id);
    if (!record) throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    // Its author's, and the site's stats readers' (the site's table links to it).
    if (!seesSiteStats(db, caller)) refuseOthersStats(caller, record.author_id);
    const views = mockViews(input.days, (ago) => sumDays([record.id], ago, db.statsHistoryDays));
    return {
      data: {
        article: { id: record.id, title: record.title, published_at: record.pub_date },
        views,
        ...mockSourcesAndDevices(views.total_views),
      },
    };
  },

  siteStats: ({ db, userId, input }) => {
    refuseSiteStats(db, requireUser(userId));
    const ids = db.published().map((record) => record.id);
    const rewards = db.transfers.filter((transfer) => transfer.kind === 'reward');
    // The mock keeps no confirmation times: its confirmed subscribers count as of today.
    const subscribers = [...db.subscriptions.values()].filter(
      (subscription) => subscription.confirmed && subscription.active,
    );
    return {
      data: {
        views: mockViews(input.days, (ago) => sumDays(ids, ago, db.statsHistoryDays)),
        coins: mockGrowth(
          input.days,
          rewards.map((reward) => ({ at: reward.created_at, amount: reward.amount })),
          rewards.reduce((sum, reward) => sum + reward.amount, 0),
        ),
        subscribers: mockGrowth(
          input.days,
          subscribers.map(() => ({ at: MOCK_NOW, amount: 1 })),
          subscribers.length,
        ),
      },
    };
  },

  statsBeacon: ({ db, userId, input }) => {
    const record = db.findArticle(input.news_id);
    if (!record || db.statusOf(record) !== 'published') {
      throw new MockFailure(404, SERVER_MESSAGES.articleNotFound);
    }
    const key = `${input.news_id}:${input.event}:${userId ?? 'anonymous'}`;
    const counted = !db.statsBeacons.has(key);
    db.statsBeacons.add(key);
    return { data: { counted } };
  },

  // Following fediverse accounts (docs/adr/0033): the server's rules, on the mock's directory.
  followRemote: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    const address = (
      input.handle.startsWith('@') ? input.handle : `@${input.handle}`
    ).toLowerCase();
    if (address.endsWith(`@${MOCK_SITE_HOST}`)) {
      throw new MockFailure(400, SERVER_MESSAGES.remoteAccountIsLocal);
    }
    const account = MOCK_REMOTE_ACCOUNTS.find((candidate) => candidate.handle === address);
    if (!account) throw new MockFailure(404, SERVER_MESSAGES.remoteAccountNotFound);
    let follow = db.remoteFollows.find(
      (row) => row.user_id === readerId && row.account_id === account.id,
    );
    if (!follow) {
      // Pending until the account's server accepts, as on the server.
      follow = {
        user_id: readerId,
        account_id: account.id,
        status: 'pending',
        followed_at: db.now(),
      };
      db.remoteFollows.push(follow);
    }
    return { data: followedAccount(follow) };
  },

  unfollowRemote: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    const index = db.remoteFollows.findIndex(
      (row) => row.user_id === readerId && row.account_id === input.account_id,
    );
    if (index < 0) throw new MockFailure(404, SERVER_MESSAGES.remoteAccountNotFollowed);
    db.remoteFollows.splice(index, 1);
    return { data: null };
  },

  followedAccounts: ({ db, userId }) => {
    const readerId = requireUser(userId);
    return {
      data: db.remoteFollows
        .filter((row) => row.user_id === readerId)
        .sort((a, b) => b.followed_at.localeCompare(a.followed_at))
        .map(followedAccount),
    };
  },

  followingTimeline: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    const page = idPage(timelineOf(db, readerId), input.limit, input.cursor);
    return {
      data: page.rows.map((post) => remotePost(db, readerId, post)),
      extra: { next_cursor: page.nextCursor },
    };
  },

  replyToRemote: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    if (!timelineOf(db, readerId).some((post) => post.id === input.post_id)) {
      throw new MockFailure(404, SERVER_MESSAGES.remotePostNotFound);
    }
    return { data: null };
  },

  reactToRemote: ({ db, userId, input }) => {
    const readerId = requireUser(userId);
    const post = timelineOf(db, readerId).find((candidate) => candidate.id === input.post_id);
    if (!post) throw new MockFailure(404, SERVER_MESSAGES.remotePostNotFound);
    const mine = (row: { user_id: number; post_id: number; kind: string }) =>
      row.user_id === readerId && row.post_id === post.id && row.kind === input.kind;
    db.remoteReactions = db.remoteReactions.filter((row) => !mine(row));
    if (input.active)
      db.remoteReactions.push({ user_id: readerId, post_id: post.id, kind: input.kind });
    return { data: remotePost(db, readerId, post) };
  },
};

/** The site's stats: editors and administrators (the roles that review), and the configured addresses. */
function seesSiteStats(db: MockDb, callerId: number): boolean {
  return roleAllows(db.roleOf(callerId), 'review') || db.siteStatsAdmins.has(callerId);
}

function refuseSiteStats(db: MockDb, callerId: number): void {
  if (!seesSiteStats(db, callerId)) {
    throw new MockFailure(403, SERVER_MESSAGES.siteStatsForbidden);
  }
}

/** An articles table (the author's or the site's): the published ones, sorted and paged. */
function mockArticlesTable(
  db: MockDb,
  records: readonly MockArticleRecord[],
  input: { sort: StatsArticleSort; order: 'asc' | 'desc'; page: number },
): StatsArticles {
  const rows = records
    .filter((record) => db.statusOf(record) === 'published')
    .map((record) => {
      const total = sumDays([record.id], 0, db.statsHistoryDays, db.statsHistoryDays);
      return {
        id: record.id,
        title: record.title,
        published_at: record.pub_date,
        views: total.views,
        reads: total.reads,
        read_ratio: total.views > 0 ? total.reads / total.views : 0,
        comments: db.commentTotal(record.id),
        coins: db.transfers
          .filter((transfer) => transfer.kind === 'reward' && transfer.article_id === record.id)
          .reduce((sum, transfer) => sum + transfer.amount, 0),
        author: { id: record.author_id, name: db.findUser(record.author_id)?.full_name ?? '' },
      };
    });
  const key = input.sort;
  const sign = input.order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const left = a[key] ?? '';
    const right = b[key] ?? '';
    return (left < right ? -1 : left > right ? 1 : a.id - b.id) * sign;
  });
  const start = (input.page - 1) * STATS_ARTICLES_PAGE_SIZE;
  return {
    items: rows.slice(start, start + STATS_ARTICLES_PAGE_SIZE),
    total: rows.length,
    page: input.page,
    page_size: STATS_ARTICLES_PAGE_SIZE,
  };
}

/** An author sees their own stats alone (the server's rule). */
function refuseOthersStats(callerId: number, authorId: number): void {
  if (callerId !== authorId) throw new MockFailure(403, SERVER_MESSAGES.notYourStats);
}

const liveArticleIds = (db: MockDb, authorId: number) =>
  db
    .ownArticles(authorId)
    .filter((record) => db.statusOf(record) === 'published')
    .map((record) => record.id);

/** The articles' views and reads over `span` days from `ago` back. */
function sumDays(ids: number[], ago: number, history: number, span = 1) {
  let views = 0;
  let reads = 0;
  for (const id of ids) {
    for (let day = ago; day < ago + span; day++) {
      const figures = mockArticleDay(id, day, history);
      views += figures.views;
      reads += figures.reads;
    }
  }
  return { views, reads };
}

/** The host the mock site is on: a handle there is not a fediverse account. */
const MOCK_SITE_HOST = 'byline.example';

function followedAccount(row: MockRemoteFollow): FollowedAccount {
  const account = MOCK_REMOTE_ACCOUNTS.find((candidate) => candidate.id === row.account_id);
  if (!account) throw new Error(`no mock account ${row.account_id}`);
  return { ...account, status: row.status, followed_at: row.followed_at };
}

/** What the accounts the reader follows sent, newest first. */
function timelineOf(db: MockDb, readerId: number): MockRemotePost[] {
  const followed = new Set(
    db.remoteFollows.filter((row) => row.user_id === readerId).map((row) => row.account_id),
  );
  return db.remotePosts.filter((post) => followed.has(post.account_id)).sort((a, b) => b.id - a.id);
}

function remotePost(db: MockDb, readerId: number, post: MockRemotePost): FediversePost {
  const { account_id, ...shown } = post;
  const account = MOCK_REMOTE_ACCOUNTS.find((candidate) => candidate.id === account_id);
  if (!account) throw new Error(`no mock account ${account_id}`);
  const given = (kind: 'like' | 'boost') =>
    db.remoteReactions.some(
      (row) => row.user_id === readerId && row.post_id === post.id && row.kind === kind,
    );
  return { ...shown, account, liked: given('like'), boosted: given('boost') };
}

const EMPTY_ARTICLE: WireArticle = {
  id: 9999,
  title: 'Untitled',
  subtitle: '',
  description: '',
  image_url: null,
  image_alt: '',
  pub_date: null,
  date: MOCK_NOW,
  source_name: 'Byline Newsroom',
  source_icon: null,
  category_name: 'World',
  keywords: [],
  author_designation: '',
  status: 'published',
  author: { user_id: 2, full_name: 'Daniel Reyes', user_profile: null, x_handle: '' },
  reading_minutes: 0,
  content: '',
  creator: [],
  video_url: null,
  category_id: 1,
  created_at: MOCK_NOW,
  updated_at: MOCK_NOW,
  image_width: null,
  image_height: null,
  tags: [],
  reactions: noReactions(),
  fediverse: { likes: 0, boosts: 0 },
};

const EMPTY_REVISION: WireRevision = {
  id: 1,
  kind: 'save',
  saved_at: MOCK_NOW,
  title: '',
  words: 0,
  saved_by: null,
  news_id: 9999,
  description: '',
  keywords: [],
  creator: [],
  content: '',
  video_url: null,
  category_id: 1,
};

const EMPTY_PROFILE = {
  user_id: 1,
  full_name: 'Amara Okafor',
  author_bio: '',
  x_handle: '',
  fediverse_handle: '',
  user_profile: null,
  followers_count: 0,
  following_count: 0,
  my_wallet: 0,
  articles_count: 0,
};

/** The `empty` answers of the reads; writes have none (their `empty` is `success`). */
const EMPTY_ANSWERS: Partial<Record<EndpointName, Answer>> = {
  categories: { data: [] },
  moderationQueue: { data: [], extra: { next_cursor: null } },
  reviewQueue: { data: [], extra: { next_cursor: null } },
  reviewNotes: { data: [] },
  moderationLog: { data: [], extra: { next_cursor: null } },
  blockedAccounts: { data: { user_ids: [] } },
  newsList: { data: [], extra: { next_cursor: null } },
  tagNews: { data: [], extra: { next_cursor: null } },
  search: { data: [], extra: { next_cursor: null } },
  mostRecent: { data: [] },
  mostWatched: { data: [] },
  relatedNews: { data: [] },
  articleById: { data: EMPTY_ARTICLE },
  authorProfile: {
    data: { profile: { ...EMPTY_PROFILE, user_id: 2, full_name: 'Daniel Reyes' }, articles: [] },
  },
  ownNews: { data: [] },
  userDetails: {
    data: {
      ...EMPTY_PROFILE,
      user_email: 'amara.okafor@byline.example',
      user_mobile_no: null,
      role: DEFAULT_ROLE,
    },
  },
  drafts: { data: [], extra: { next_cursor: null } },
  revisions: { data: [] },
  revision: { data: EMPTY_REVISION },
  newsletterReach: { data: { sent: 0 } },
  authorStats: {
    data: {
      views: mockViews(30, () => ({ views: 0, reads: 0 })),
      followers: mockGrowth(30, [], 0),
      coins: mockGrowth(30, [], 0),
    },
  },
  statsArticles: {
    data: { items: [], total: 0, page: 1, page_size: STATS_ARTICLES_PAGE_SIZE },
  },
  siteStatsArticles: {
    data: { items: [], total: 0, page: 1, page_size: STATS_ARTICLES_PAGE_SIZE },
  },
  siteStats: {
    data: {
      views: mockViews(30, () => ({ views: 0, reads: 0 })),
      coins: mockGrowth(30, [], 0),
      subscribers: mockGrowth(30, [], 0),
    },
  },
  followedAccounts: { data: [] },
  followingTimeline: { data: [], extra: { next_cursor: null } },
  members: { data: [], extra: { next_cursor: null } },
  comments: { data: [], extra: { next_cursor: null, total: 0 } },
  followStatus: { data: { user_id: 2, following: false, followers_count: 0 } },
  followers: { data: [], extra: { next_cursor: null } },
  following: { data: [], extra: { next_cursor: null } },
  walletHistory: { data: [], extra: { next_cursor: null, balance: 0 } },
  notifications: { data: [], extra: { next_cursor: null, unread_count: 0 } },
  unreadNotificationCount: { data: { unread_count: 0 } },
};

function envelope(
  status: number,
  message: string,
  data: unknown,
  extra: Record<string, unknown> = {},
) {
  return { status, message, data, ...extra } as JsonBodyType;
}

function failure(httpStatus: number, message: string): Response {
  return HttpResponse.json(envelope(httpStatus, message, null), { status: httpStatus });
}

/** Reads what the client sent, whatever the body kind, in the shape the request schema expects. */
async function readInput(
  endpoint: EndpointDefinition,
  request: Request,
): Promise<{
  fields: Record<string, unknown>;
  files: Record<string, File>;
  fileHeads?: Record<string, Uint8Array>;
  pictureSizes?: Record<string, { width: number; height: number } | null>;
}> {
  const files: Record<string, File> = {};
  switch (endpoint.body) {
    case 'none':
      return { fields: {}, files };
    case 'query':
      return { fields: Object.fromEntries(new URL(request.url).searchParams), files };
    case 'json': {
      const text = await request.text();
      if (text.trim() === '') return { fields: {}, files }; // spec: "empty body or {category_id}"
      const value: unknown = JSON.parse(text);
      return {
        fields:
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
        files,
      };
    }
    case 'multipart': {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      const fileHeads: Record<string, Uint8Array> = {};
      const pictureSizes: Record<string, { width: number; height: number } | null> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else {
          files[name] = value;
          const bytes = new Uint8Array(await value.arrayBuffer());
          fileHeads[name] = bytes.slice(0, IMAGE_SIGNATURE_BYTES);
          pictureSizes[name] = pictureSize(bytes);
        }
      }
      return { fields, files, fileHeads, pictureSizes };
    }
  }
}

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/**
 * Creates a fresh mock backend and its MSW handlers. Handlers match any origin
 * (`*\/api/News/newsList`), so the client's base URL does not matter.
 */
export function createMockApi(options: CreateMockApiOptions = {}): MockApi {
  const db = new MockDb();

  async function answer<Name extends EndpointName>(
    name: Name,
    request: Request,
  ): Promise<Response> {
    const endpoint: EndpointDefinition = endpoints[name];
    let input: Awaited<ReturnType<typeof readInput>>;
    try {
      input = await readInput(endpoint, request);
    } catch {
      return failure(
        400,
        endpoint.body === 'multipart'
          ? SERVER_MESSAGES.malformedMultipart
          : SERVER_MESSAGES.invalidJson,
      );
    }
    db.log.push({
      endpoint: name,
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      fields: input.fields,
      files: input.files,
    });

    const uniqueKey = request.headers.get(UNIQUE_KEY_HEADER);
    if (!uniqueKey || (options.uniqueKey !== undefined && uniqueKey !== options.uniqueKey)) {
      return failure(401, SERVER_MESSAGES.uniqueKey);
    }

    const token = bearerToken(request);
    const userId = token === undefined ? null : (db.tokens.get(token) ?? null);
    if (endpoint.auth === 'required' && userId === null) {
      // As the server: the token of an account deleted already says so when it deletes again.
      if (name === 'deleteAccount' && token !== undefined && db.deletedAccountTokens.has(token)) {
        return failure(410, ACCOUNT_REFUSALS.accountAlreadyDeleted);
      }
      return failure(401, SERVER_MESSAGES.unauthorized);
    }
    // As the server: a suspended account reads, and leaves, but writes nothing.
    if (
      userId !== null &&
      db.suspended.has(userId) &&
      endpoint.method !== 'GET' &&
      !(SUSPENDED_MAY_CALL as readonly EndpointName[]).includes(name)
    ) {
      return failure(403, MODERATION_MESSAGES.suspended);
    }
    if (containsNul(input.fields)) return failure(400, SERVER_MESSAGES.nulCharacter);

    const parsed = endpoint.request.safeParse(input.fields);
    if (!parsed.success) {
      return failure(400, describeIssue(parsed.error.issues[0]));
    }

    let result: Answer;
    try {
      const resolve = resolvers[name] as (context: ResolverContext<Name>) => Answer;
      result = resolve({
        db,
        userId,
        token,
        input: parsed.data as ResolverContext<Name>['input'],
        files: input.files,
        fileHeads: input.fileHeads ?? {},
        pictureSizes: input.pictureSizes ?? {},
      });
    } catch (error) {
      if (error instanceof MockFailure) return failure(error.httpStatus, error.message);
      throw error;
    }

    const body = envelope(
      SUCCESS_STATUS,
      result.message ?? SERVER_MESSAGES.ok,
      result.data,
      result.extra,
    );
    // The mock must never teach the UI a shape the server will not send.
    const checked = endpoint.response.safeParse(body);
    if (!checked.success) {
      return failure(500, `Mock answer for ${name} breaks the contract: ${checked.error.message}`);
    }
    if (options.latencyMs) await delay(options.latencyMs);
    return HttpResponse.json(body);
  }

  function handlerFor(
    name: EndpointName,
    resolve: (request: Request) => Promise<Response> | Response,
  ): HttpHandler {
    const endpoint = endpoints[name];
    const on = endpoint.method === 'GET' ? http.get : http.post;
    return on(`*${endpoint.path}`, ({ request }) => resolve(request));
  }

  function variantsFor(name: EndpointName): MockVariants {
    const emptyAnswer = EMPTY_ANSWERS[name];
    return {
      success: handlerFor(name, (request) => answer(name, request)),
      empty: handlerFor(name, (request) =>
        emptyAnswer
          ? HttpResponse.json(
              envelope(SUCCESS_STATUS, SERVER_MESSAGES.ok, emptyAnswer.data, emptyAnswer.extra),
            )
          : answer(name, request),
      ),
      error: handlerFor(name, () =>
        HttpResponse.json(envelope(500, MOCK_SERVER_ERROR_MESSAGE, null)),
      ),
      httpError: handlerFor(
        name,
        () =>
          new HttpResponse('Internal Server Error', {
            status: 500,
            headers: { 'Content-Type': 'text/plain' },
          }),
      ),
      unauthorized: handlerFor(name, () => failure(401, SERVER_MESSAGES.unauthorized)),
      networkError: handlerFor(name, () => HttpResponse.error()),
      slow: handlerFor(name, async (request) => {
        await delay(MOCK_SLOW_DELAY_MS);
        return answer(name, request);
      }),
      loading: handlerFor(name, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    };
  }

  const variants = Object.fromEntries(
    (Object.keys(endpoints) as EndpointName[]).map((name) => [name, variantsFor(name)]),
  ) as MockHandlerVariants;
  const handlers = Object.values(variants).map((variant) => variant.success);
  return { handlers, variants, db };
}
