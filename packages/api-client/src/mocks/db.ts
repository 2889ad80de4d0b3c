import {
  type Article,
  type ArticleStatus,
  AUTHORING_LIMITS,
  type AuthorSummary,
  articleStatusAt,
  articleTags,
  CATEGORIES,
  type Category,
  COMMENT_RATE_LIMIT,
  type Comment,
  type Draft,
  decodeDraftsCursor,
  decodeIdCursor,
  decodeStringList,
  type EndpointName,
  encodeDraftsCursor,
  encodeIdCursor,
  type FollowEntry,
  type Member,
  type ModerationLogEntry,
  type MostRecentItem,
  type NewsCursor,
  type NewsItem,
  type Notification,
  noReactions,
  PerUserRateLimit,
  type PublicProfile,
  REACTION_RATE_LIMIT,
  REPORT_RATE_LIMIT,
  REPORT_RATE_WINDOW_MS,
  type ReactionCounts,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
  type Role,
  readingStats,
  SITE_NAME,
  type SiteSettings,
  SUBSCRIBE_RATE_LIMIT,
  type UserProfile,
  type WalletEntry,
} from '../contract';
import {
  MOCK_ADMIN_ID,
  MOCK_ADMIN_TOKEN,
  MOCK_CONTRIBUTOR_ID,
  MOCK_CONTRIBUTOR_TOKEN,
  MOCK_EDITOR_ID,
  MOCK_EDITOR_TOKEN,
  MOCK_IMAGE_SIZE,
  MOCK_NEWSLETTER_TOKENS,
  MOCK_NOW,
  MOCK_READER_ID,
  MOCK_READER_TOKEN,
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_SUBSCRIBER_EMAIL,
  MOCK_TOKEN,
  MOCK_USER_ID,
} from './constants';
import type {
  MockCommentRecord,
  MockFollowRecord,
  MockNotificationRecord,
  MockReactionRecord,
  MockTransferRecord,
} from './fixtures/community';
import { createRemoteFollowerRecords, type MockRemoteFollowerRecord } from './fixtures/fediverse';
import {
  createMockRemoteFollows,
  createMockRemotePosts,
  type MockRemoteFollow,
  type MockRemotePost,
} from './fixtures/fediverseFollowing';
import { createMockReports, type MockReportRecord } from './fixtures/moderation';
import { createMockRecords } from './fixtures/records';
import type { MockRevisionRecord } from './fixtures/revisions';
import type {
  MockArticleRecord,
  MockCategoryRecord,
  MockReviewNoteRecord,
  MockUserRecord,
} from './fixtures/rows';

/** A wire shape: like the parsed type, except that lists may still be JSON text. */
type EncodedLists<T> = {
  [Key in keyof T]: Key extends 'keywords' | 'creator' ? string[] | string : T[Key];
};
export type WireNewsItem = EncodedLists<NewsItem>;
export type WireArticle = EncodedLists<Article>;
export type WireDraft = EncodedLists<Draft>;
export type WireRevision = EncodedLists<Revision>;

/** What a handler received, so tests and play functions can check what the client sent. */
export interface MockRequestLogEntry {
  endpoint: EndpointName;
  method: string;
  url: string;
  headers: Headers;
  /** Query parameters, the JSON body, or the text fields of a multipart body. */
  fields: Record<string, unknown>;
  /** File parts of a multipart body, by field name. */
  files: Record<string, File>;
}

/**
 * The mock backend's in-memory state. Each `createMockApi()` owns one, so a story or test that
 * deletes a draft does not change what the next one sees; `reset()` restores the fixtures.
 */
export class MockDb {
  categories: MockCategoryRecord[] = [];
  users: MockUserRecord[] = [];
  /** Every fediverse handle ever held, and by whom: an old one stays its holder's. */
  fediverseHandles = new Map<string, number>();
  articles: MockArticleRecord[] = [];
  comments: MockCommentRecord[] = [];
  follows: MockFollowRecord[] = [];
  transfers: MockTransferRecord[] = [];
  notifications: MockNotificationRecord[] = [];
  reactions: MockReactionRecord[] = [];
  /** Fediverse accounts followed, their posts, and the readers' likes and boosts (adr 0033). */
  remoteFollows: MockRemoteFollow[] = createMockRemoteFollows();
  remotePosts: MockRemotePost[] = createMockRemotePosts();
  remoteReactions: Array<{ user_id: number; post_id: number; kind: 'like' | 'boost' }> = [];
  revisions: MockRevisionRecord[] = [];
  /** The site's settings (docs/adr/0038), as the migrations leave them. */
  siteSettings: SiteSettings = defaultMockSiteSettings();
  /** Editors' notes on drafts in review (docs/adr/0036). */
  reviewNotes: MockReviewNoteRecord[] = [];
  /** Remote accounts following authors, or asking to (docs/adr/0032). */
  remoteFollowers: MockRemoteFollowerRecord[] = [];
  /** Authors whose new followers from the fediverse wait for their approval. */
  readonly fediverseApprovers = new Set<number>();
  /**
   * Follow requests the author accepted here, by author: counted in their follower figure as the
   * server counts every remote follower (the fixtures' own remote followers stay outside it, so
   * the fixtures' counts equal their follows).
   */
  readonly acceptedRemoteFollowers = new Map<number, number>();
  readonly log: MockRequestLogEntry[] = [];
  /** Which user each live bearer token belongs to (logout removes them; reset restores them). */
  readonly tokens = new Map<string, number>();
  /** Comment posts per user (COMMENT_RATE_LIMIT), counted on the mock clock as the server counts. */
  commentRateLimit = this.createCommentRateLimit();
  /** Reaction changes per user (REACTION_RATE_LIMIT), on the mock clock. */
  reactionRateLimit = this.createReactionRateLimit();
  /** Newsletter subscriptions by lower-cased address (docs/adr/0029). */
  readonly subscriptions = new Map<string, MockSubscription>();
  /** The links' tokens this mock has "emailed": token → subscription address, purpose, expiry. */
  readonly newsletterTokens = new Map<string, MockNewsletterToken>();
  /**
   * How many subscribers each article was sent to, by article id (the server counts its sent
   * deliveries; the mock sends no mail): 0 unless a story or test sets it.
   */
  readonly newsletterSent = new Map<number, number>();
  /**
   * Stats (docs/adr/0035): how many days of made-up history each article has (0, 1 or 365,
   * `MOCK_STATS_HISTORIES`), who may read the site's stats (the server's configured
   * administrators), and which beacons counted (article, event and reader).
   */
  statsHistoryDays = 365;
  readonly siteStatsAdmins = new Set<number>();
  readonly statsBeacons = new Set<string>();
  /** Subscribe calls per address, and of this one client (a browser is one client address). */
  private subscribeLimits = this.createSubscribeLimits();
  private clock = 0;
  /** Deleted accounts (docs/adr/0027): their records stay, renamed, as the server's do. */
  readonly deletedUsers = new Set<number>();
  /** The tokens of deleted accounts, so that deleting twice says so (410). */
  readonly deletedAccountTokens = new Map<string, number>();
  /**
   * Articles readers once had, deleted after publishing or removed with their author's account:
   * their address answers 410 (docs/adr/0024, 0027).
   */
  readonly removedArticles = new Set<number>();
  /** Moderation (docs/adr/0037): reports, the audit log, suspended accounts and blocks. */
  reports: MockReportRecord[] = createMockReports();
  moderationLog: ModerationLogEntry[] = [];
  readonly suspended = new Set<number>();
  /** `blocker:blocked` pairs. */
  readonly blocks = new Set<string>();
  reportRateLimit = new PerUserRateLimit(REPORT_RATE_LIMIT, REPORT_RATE_WINDOW_MS);

  constructor() {
    this.reset();
  }

  reset(): void {
    const records = createMockRecords();
    this.categories = records.categories;
    this.users = records.users;
    this.fediverseHandles = new Map();
    for (const user of this.users) {
      if (user.fediverse_handle) this.fediverseHandles.set(user.fediverse_handle, user.user_id);
    }
    this.articles = records.articles;
    this.comments = records.comments;
    this.follows = records.follows;
    this.transfers = records.transfers;
    this.notifications = records.notifications;
    this.reactions = records.reactions ?? [];
    this.remoteFollows = createMockRemoteFollows();
    this.remotePosts = createMockRemotePosts();
    this.remoteReactions = [];
    this.revisions = records.revisions;
    this.reviewNotes = [];
    this.siteSettings = defaultMockSiteSettings();
    this.remoteFollowers = createRemoteFollowerRecords();
    this.fediverseApprovers.clear();
    this.fediverseApprovers.add(MOCK_USER_ID);
    this.acceptedRemoteFollowers.clear();
    this.tokens.clear();
    this.tokens.set(MOCK_TOKEN, 1);
    this.tokens.set(MOCK_SECOND_AUTHOR_TOKEN, 2);
    this.tokens.set(MOCK_EDITOR_TOKEN, MOCK_EDITOR_ID);
    this.tokens.set(MOCK_READER_TOKEN, MOCK_READER_ID);
    this.tokens.set(MOCK_CONTRIBUTOR_TOKEN, MOCK_CONTRIBUTOR_ID);
    this.tokens.set(MOCK_ADMIN_TOKEN, MOCK_ADMIN_ID);
    this.log.length = 0;
    this.clock = 0;
    this.commentRateLimit = this.createCommentRateLimit();
    this.reactionRateLimit = this.createReactionRateLimit();
    this.subscriptions.clear();
    this.newsletterTokens.clear();
    this.newsletterSent.clear();
    this.statsHistoryDays = 365;
    this.siteStatsAdmins.clear();
    this.statsBeacons.clear();
    this.subscribeLimits = this.createSubscribeLimits();
    this.deletedUsers.clear();
    this.deletedAccountTokens.clear();
    this.removedArticles.clear();
    this.reports = createMockReports();
    this.moderationLog = [];
    this.suspended.clear();
    this.blocks.clear();
    this.reportRateLimit = new PerUserRateLimit(REPORT_RATE_LIMIT, REPORT_RATE_WINDOW_MS);
    // One confirmed subscriber whose links the stories open.
    this.subscribe(MOCK_SUBSCRIBER_EMAIL);
    const subscriber = this.subscriptions.get(MOCK_SUBSCRIBER_EMAIL);
    if (subscriber) subscriber.confirmed = true;
    this.newsletterTokens.set(MOCK_NEWSLETTER_TOKENS.confirm, {
      email: MOCK_SUBSCRIBER_EMAIL,
      purpose: 'c',
      expiresAt: Number.MAX_SAFE_INTEGER,
    });
    this.newsletterTokens.set(MOCK_NEWSLETTER_TOKENS.manage, {
      email: MOCK_SUBSCRIBER_EMAIL,
      purpose: 'm',
      expiresAt: Number.MAX_SAFE_INTEGER,
    });
    this.newsletterTokens.set(MOCK_NEWSLETTER_TOKENS.expired, {
      email: MOCK_SUBSCRIBER_EMAIL,
      purpose: 'm',
      expiresAt: 0,
    });
  }

  private createSubscribeLimits() {
    const { perEmail, perClient, windowMs } = SUBSCRIBE_RATE_LIMIT;
    return {
      email: new PerUserRateLimit(perEmail, windowMs, () => this.nowMs()),
      client: new PerUserRateLimit(perClient, windowMs, () => this.nowMs()),
    };
  }

  /** Counts a subscribe call as the server does: false once the address or client is over. */
  takeSubscribeAllowance(email: string): boolean {
    return this.subscribeLimits.client.take('client') && this.subscribeLimits.email.take(email);
  }

  /**
   * Asks for an address to be subscribed: it is on the list once confirmed (the server emails
   * the link; the mock keeps its token in `newsletterTokens`).
   */
  subscribe(email: string): void {
    const known = this.subscriptions.get(email);
    if (known) known.active = true;
    else {
      this.subscriptions.set(email, {
        active: true,
        confirmed: false,
        preferences: { mode: 'each', categories: [], follow_authors: false },
      });
    }
    this.newsletterTokens.set(mockNewsletterToken(this.subscriptions.size, 'c'), {
      email,
      purpose: 'c',
      expiresAt: this.nowMs() + 7 * 86_400_000,
    });
  }

  /**
   * The subscription of a link's token, as the server checks it: a token it never made is
   * invalid, one past its time expired (the server's words for each).
   */
  newsletterToken(token: string, purpose: 'c' | 'm'): MockSubscription | 'invalid' | 'expired' {
    const found = this.newsletterTokens.get(token);
    if (!found || found.purpose !== purpose) return 'invalid';
    if (found.expiresAt < this.nowMs()) return 'expired';
    return this.subscriptions.get(found.email) ?? 'invalid';
  }

  private createReactionRateLimit(): PerUserRateLimit {
    return new PerUserRateLimit(REACTION_RATE_LIMIT.changes, REACTION_RATE_LIMIT.windowMs, () =>
      this.nowMs(),
    );
  }

  private createCommentRateLimit(): PerUserRateLimit {
    return new PerUserRateLimit(COMMENT_RATE_LIMIT.posts, COMMENT_RATE_LIMIT.windowMs, () =>
      this.nowMs(),
    );
  }

  /**
   * Deterministic time: each write happens one second after the previous one (so a burst of
   * comments meets the per-minute rate limit, as it would on the server).
   */
  now(): string {
    this.clock += 1_000;
    return new Date(this.nowMs()).toISOString();
  }

  /** The mock clock in milliseconds, without moving it (the comment rate limit reads it). */
  nowMs(): number {
    return Date.parse(MOCK_NOW) + this.clock;
  }

  /** Moves the mock clock forward, e.g. past the comment rate limit's window. */
  advanceClock(ms: number): void {
    this.clock += ms;
  }

  /** Never an id used before, a deleted article's included (a serial column's). */
  nextArticleId(): number {
    return Math.max(0, ...this.articles.map((article) => article.id), ...this.removedArticles) + 1;
  }

  /** The last request a handler received for the endpoint (or for any endpoint). */
  lastRequest(endpoint?: EndpointName): MockRequestLogEntry | undefined {
    return this.log.findLast((entry) => endpoint === undefined || entry.endpoint === endpoint);
  }

  findUser(userId: number): MockUserRecord | undefined {
    return this.users.find((user) => user.user_id === userId);
  }

  /** Ends every session of the user (logout everywhere). */
  revokeTokensOf(userId: number): void {
    for (const [token, owner] of this.tokens) if (owner === userId) this.tokens.delete(token);
  }

  findArticle(id: number): MockArticleRecord | undefined {
    return this.articles.find((article) => article.id === id);
  }

  categoryName(categoryId: number): string {
    return this.categories.find((category) => category.id === categoryId)?.name ?? 'World';
  }

  /**
   * What the API shows of a stored article now: a published one whose time is still
   * ahead of the mock clock is `scheduled`, and readers see it nowhere.
   */
  statusOf(record: MockArticleRecord): ArticleStatus {
    return articleStatusAt(
      {
        status: record.status,
        publishedAt: record.pub_date === null ? null : new Date(record.pub_date),
      },
      new Date(this.nowMs()),
    );
  }

  /** Published articles readers can see now, newest first (date, then id: the keyset order). */
  published(): MockArticleRecord[] {
    return this.articles.filter((article) => this.statusOf(article) === 'published').sort(byNewest);
  }

  ownArticles(userId: number): MockArticleRecord[] {
    return this.articles.filter((article) => article.author_id === userId).sort(byNewest);
  }

  /** My Drafts: the author's drafts and scheduled articles, newest first. */
  ownDrafts(userId: number): MockArticleRecord[] {
    return this.articles
      .filter((article) => article.author_id === userId && this.statusOf(article) !== 'published')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  /**
   * One page of My Drafts: those after the cursor (`encodeDraftsCursor`), at most `limit`, and
   * the cursor of the next page (null at the end). The mock keeps one order, newest written first,
   * so its cursors name no scheduled part.
   */
  draftsPage(
    userId: number,
    limit: number,
    cursor: string | undefined,
  ): { rows: MockArticleRecord[]; nextCursor: string | null } {
    const after = cursor === undefined ? null : decodeDraftsCursor(cursor);
    const rows = this.ownDrafts(userId);
    const afterMs = after === null ? 0 : Date.parse(after.at);
    const matching =
      after === null
        ? rows
        : rows.filter((row) => {
            const createdMs = Date.parse(row.created_at);
            return createdMs < afterMs || (createdMs === afterMs && row.id < after.id);
          });
    const page = matching.slice(0, limit);
    const last = page.at(-1);
    return {
      rows: page,
      nextCursor:
        matching.length > page.length && last
          ? encodeDraftsCursor({ scheduled: false, at: last.created_at, id: last.id })
          : null,
    };
  }

  /** The new article the author saved under this client key before, if any. */
  findByClientKey(userId: number, clientKey: string): MockArticleRecord | undefined {
    return this.articles.find(
      (article) => article.author_id === userId && article.client_key === clientKey,
    );
  }

  /**
   * Tells the author's followers that the article is live, once (`announced_at`): at once when
   * it is published now, on the next notification read when its scheduled time has come.
   */
  announce(record: MockArticleRecord): void {
    if (record.announced_at !== null) return;
    const at = record.pub_date ?? this.now();
    record.announced_at = at;
    for (const follow of this.followersOf(record.author_id)) {
      this.notify({
        user_id: follow.follower_id,
        kind: 'published',
        actor_id: record.author_id,
        article_id: record.id,
        created_at: at,
      });
    }
  }

  /** Announces every scheduled article whose time has come (docs/adr/0016: no job runs). */
  announceDue(): void {
    for (const record of this.articles) {
      if (record.announced_at === null && this.statusOf(record) === 'published') {
        this.announce(record);
      }
    }
  }

  // Revisions (docs/adr/0016).

  /** An article's revisions, newest first (by id, as the server lists them). */
  revisionsOf(newsId: number): MockRevisionRecord[] {
    return this.revisions.filter((revision) => revision.news_id === newsId).sort(byIdDescending);
  }

  findRevision(revisionId: number): MockRevisionRecord | undefined {
    return this.revisions.find((revision) => revision.id === revisionId);
  }

  /**
   * Keeps the article's current text as a revision of `kind`, written at `at`, as the server does:
   * an autosave rewrites the newest revision instead while that is an autosave written less than
   * AUTHORING_LIMITS.revisionCoalesceMs before; only the newest AUTHORING_LIMITS.revisionsKept stay.
   */
  keepRevision(
    record: MockArticleRecord,
    kind: RevisionKind,
    at: string,
    savedBy: number = record.author_id,
  ): void {
    const text = {
      saved_by: savedBy,
      news_id: record.id,
      kind,
      saved_at: at,
      version: record.version,
      title: record.title,
      description: record.description,
      keywords: record.keywords,
      creator: record.creator,
      content: record.content,
      video_url: record.video_url,
      category_id: record.category_id,
    };
    const newest = this.revisionsOf(record.id)[0];
    if (
      kind === 'autosave' &&
      newest?.kind === 'autosave' &&
      Date.parse(at) - Date.parse(newest.saved_at) < AUTHORING_LIMITS.revisionCoalesceMs
    ) {
      Object.assign(newest, text);
      return;
    }
    this.revisions.push({ ...text, id: this.nextId(this.revisions) });
    const dropped = new Set(this.revisionsOf(record.id).slice(AUTHORING_LIMITS.revisionsKept));
    if (dropped.size > 0) {
      this.revisions = this.revisions.filter((revision) => !dropped.has(revision));
    }
  }

  // Wire shapes: what the backend answers, lists left exactly as stored.

  toCategory(record: MockCategoryRecord): Category {
    return { id: record.id, name: record.name };
  }

  toNewsItem(record: MockArticleRecord): WireNewsItem {
    return {
      id: record.id,
      title: record.title,
      subtitle: record.subtitle,
      description: record.description,
      image_url: record.image_url,
      image_alt: record.image_alt,
      pub_date: record.pub_date,
      date: record.date,
      source_name: record.source_name,
      source_icon: record.source_icon,
      category_name: this.categoryName(record.category_id),
      keywords: record.keywords,
      author_designation: record.author_designation,
      status: this.statusOf(record),
      author: this.authorSummary(record.author_id),
      reading_minutes: readingStats(record.content).minutes,
    };
  }

  toArticle(record: MockArticleRecord): WireArticle {
    return {
      ...this.toNewsItem(record),
      author: {
        ...this.authorSummary(record.author_id),
        x_handle: this.findUser(record.author_id)?.x_handle ?? '',
      },
      content: record.content,
      creator: record.creator,
      video_url: record.video_url,
      category_id: record.category_id,
      created_at: record.created_at,
      updated_at: record.updated_at,
      // Every fixture picture (and the stand-in for an upload) is 1200 × 675.
      image_width: record.image_url ? MOCK_IMAGE_SIZE.width : null,
      image_height: record.image_url ? MOCK_IMAGE_SIZE.height : null,
      tags: articleTags(decodeStringList(record.keywords)),
      reactions: this.reactionCounts(record.id, null),
      fediverse: { likes: record.fediverse_likes ?? 0, boosts: record.fediverse_boosts ?? 0 },
    };
  }

  /** The editor's text of one of the author's articles: a live one's pending changes over it. */
  toDraft(record: MockArticleRecord): WireDraft {
    const status = this.statusOf(record);
    const pending = status === 'published' ? record.pending : null;
    const text = pending ? { ...record, ...pending, category_id: pending.category_id } : record;
    return {
      ...this.toDraftText(text),
      status,
      pending_update: Boolean(pending),
    };
  }

  private toDraftText(record: MockArticleRecord): Omit<WireDraft, 'status' | 'pending_update'> {
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      image_url: record.image_url,
      image_alt: record.image_alt,
      created_at: record.created_at,
      keywords: record.keywords,
      creator: record.creator,
      content: record.content,
      video_url: record.video_url,
      category_name: this.categoryName(record.category_id),
      scheduled_at: this.statusOf(record) === 'scheduled' ? record.pub_date : null,
      review_state: this.statusOf(record) === 'draft' ? (record.review_state ?? null) : null,
      version: record.version,
      updated_at: record.updated_at,
    };
  }

  toRevisionSummary(record: MockRevisionRecord): RevisionSummary {
    return {
      id: record.id,
      kind: record.kind,
      saved_at: record.saved_at,
      title: record.title,
      words: readingStats(record.content).words,
      saved_by:
        this.findUser(record.saved_by ?? this.findArticle(record.news_id)?.author_id ?? 0)
          ?.full_name ?? null,
    };
  }

  toRevision(record: MockRevisionRecord): WireRevision {
    return {
      ...this.toRevisionSummary(record),
      news_id: record.news_id,
      description: record.description,
      keywords: record.keywords,
      creator: record.creator,
      content: record.content,
      video_url: record.video_url,
      category_id: record.category_id,
    };
  }

  toMostRecentItem(record: MockArticleRecord): MostRecentItem {
    return {
      id: record.id,
      title: record.title,
      date: record.date,
      image: record.image_url,
      category_name: this.categoryName(record.category_id),
    };
  }

  toPublicProfile(user: MockUserRecord): PublicProfile {
    return {
      user_id: user.user_id,
      full_name: user.full_name,
      author_bio: user.author_bio,
      x_handle: user.x_handle,
      fediverse_handle: user.fediverse_handle,
      user_profile: user.user_profile,
      followers_count: this.followersCount(user.user_id),
      following_count: this.followingCount(user.user_id),
      my_wallet: this.balance(user.user_id),
      articles_count: this.published().filter((article) => article.author_id === user.user_id)
        .length,
      ...(this.suspended.has(user.user_id) ? { suspended: true } : {}),
    };
  }

  toUserProfile(user: MockUserRecord): UserProfile {
    return {
      ...this.toPublicProfile(user),
      user_email: user.user_email,
      user_mobile_no: user.user_mobile_no,
      role: user.role,
    };
  }

  /** The role of a signed-in mock user (every mock account is at least a reader). */
  roleOf(userId: number): Role {
    return this.findUser(userId)?.role ?? 'reader';
  }

  /** Live members whose name holds `search` (any case), newest first: the members page. */
  members(search: string): MockUserRecord[] {
    const needle = search.trim().toLowerCase();
    return this.users
      .filter((user) => !this.deletedUsers.has(user.user_id))
      .filter((user) => needle === '' || user.full_name.toLowerCase().includes(needle))
      .sort((a, b) => b.user_id - a.user_id);
  }

  toMember(user: MockUserRecord): Member {
    return {
      user_id: user.user_id,
      full_name: user.full_name,
      user_profile: user.user_profile,
      role: user.role,
      joined_at: user.joined_at,
    };
  }

  // The community half: counts are derived from the rows, never stored.

  /** Visible top-level comments of an article, newest first (id descending: the keyset order). */
  visibleComments(articleId: number): MockCommentRecord[] {
    return this.comments
      .filter(
        (comment) =>
          comment.article_id === articleId &&
          comment.hidden_at === null &&
          (comment.parent_id ?? null) === null,
      )
      .sort(byIdDescending);
  }

  /** Every visible comment of an article, replies included (the server's comment_count). */
  commentTotal(articleId: number): number {
    return this.comments.filter(
      (comment) => comment.article_id === articleId && comment.hidden_at === null,
    ).length;
  }

  /** A thread's visible replies, oldest first (id ascending: the keyset order). */
  visibleReplies(parentId: number): MockCommentRecord[] {
    return this.comments
      .filter((comment) => comment.parent_id === parentId && comment.hidden_at === null)
      .sort((a, b) => a.id - b.id);
  }

  /** How many readers gave each kind to an article (`commentId` null) or a comment. */
  reactionCounts(articleId: number, commentId: number | null): ReactionCounts {
    const counts = noReactions();
    for (const reaction of this.reactionsOn(articleId, commentId)) counts[reaction.kind] += 1;
    return counts;
  }

  reactionsOn(articleId: number, commentId: number | null): MockReactionRecord[] {
    return this.reactions.filter((reaction) =>
      commentId === null
        ? reaction.article_id === articleId && reaction.comment_id === null
        : reaction.comment_id === commentId,
    );
  }

  findComment(commentId: number): MockCommentRecord | undefined {
    return this.comments.find((comment) => comment.id === commentId);
  }

  /** Who follows the user, newest first. */
  followersOf(userId: number): MockFollowRecord[] {
    return this.follows.filter((follow) => follow.followee_id === userId).sort(byIdDescending);
  }

  /** Whom the user follows, newest first. */
  followingOf(userId: number): MockFollowRecord[] {
    return this.follows.filter((follow) => follow.follower_id === userId).sort(byIdDescending);
  }

  findFollow(followerId: number, followeeId: number): MockFollowRecord | undefined {
    return this.follows.find(
      (follow) => follow.follower_id === followerId && follow.followee_id === followeeId,
    );
  }

  followersCount(userId: number): number {
    return (
      this.follows.filter((follow) => follow.followee_id === userId).length +
      (this.acceptedRemoteFollowers.get(userId) ?? 0)
    );
  }

  followingCount(userId: number): number {
    return this.follows.filter((follow) => follow.follower_id === userId).length;
  }

  /** The user's ledger lines (coins in and out), newest first. */
  ledgerOf(userId: number): MockTransferRecord[] {
    return this.transfers
      .filter((transfer) => transfer.to_user_id === userId || transfer.from_user_id === userId)
      .sort(byIdDescending);
  }

  /** Coins in minus coins out: the balance is the ledger's sum (ADR 0015). */
  balance(userId: number): number {
    return this.transfers.reduce(
      (sum, transfer) =>
        sum +
        (transfer.to_user_id === userId ? transfer.amount : 0) -
        (transfer.from_user_id === userId ? transfer.amount : 0),
      0,
    );
  }

  notificationsOf(userId: number): MockNotificationRecord[] {
    return this.notifications
      .filter((notification) => notification.user_id === userId)
      .sort(byIdDescending);
  }

  unreadCount(userId: number): number {
    return this.notifications.filter(
      (notification) => notification.user_id === userId && notification.read_at === null,
    ).length;
  }

  nextId(rows: ReadonlyArray<{ id: number }>): number {
    return Math.max(0, ...rows.map((row) => row.id)) + 1;
  }

  /** Writes a notification, unless the user is the actor: nobody is told of their own action. */
  notify(
    event: Pick<MockNotificationRecord, 'user_id' | 'kind' | 'actor_id'> &
      Partial<
        Pick<MockNotificationRecord, 'article_id' | 'comment_id' | 'amount' | 'created_at' | 'note'>
      >,
  ): void {
    if (event.user_id === event.actor_id) return;
    // Nothing from an account the user blocks.
    if (this.blocks.has(`${event.user_id}:${event.actor_id}`)) return;
    this.notifications.push({
      article_id: null,
      comment_id: null,
      amount: null,
      ...event,
      id: this.nextId(this.notifications),
      created_at: event.created_at ?? this.now(),
      read_at: null,
    });
  }

  authorSummary(userId: number): AuthorSummary {
    const user = this.findUser(userId);
    return {
      user_id: userId,
      full_name: user?.full_name ?? 'Byline',
      user_profile: user?.user_profile ?? null,
    };
  }

  articleSummary(articleId: number | null): { id: number; title: string } | null {
    if (articleId === null) return null;
    const article = this.findArticle(articleId);
    return article ? { id: article.id, title: article.title } : null;
  }

  toComment(record: MockCommentRecord): Comment {
    return {
      id: record.id,
      news_id: record.article_id,
      text: record.body,
      created_at: record.created_at,
      updated_at: record.updated_at,
      // A reply from the fediverse has its account as writer, no reader of the site.
      author: record.remote_author ? null : this.authorSummary(record.author_id),
      remote_author: record.remote_author ?? null,
      parent_id: record.parent_id ?? null,
      reply_count: (record.parent_id ?? null) === null ? this.visibleReplies(record.id).length : 0,
      reactions: this.reactionCounts(record.article_id, record.id),
    };
  }

  /** A followers row shows the follower; a following row shows the one followed. */
  toFollowEntry(record: MockFollowRecord, side: 'follower' | 'followee'): FollowEntry {
    return {
      ...this.authorSummary(side === 'follower' ? record.follower_id : record.followee_id),
      followed_at: record.created_at,
    };
  }

  /** A ledger line as `viewerId` (its sender or its recipient) sees it. */
  toWalletEntry(record: MockTransferRecord, viewerId: number): WalletEntry {
    const direction = record.to_user_id === viewerId ? 'in' : 'out';
    const counterpartyId = direction === 'in' ? record.from_user_id : record.to_user_id;
    return {
      id: record.id,
      direction,
      kind: record.kind,
      amount: record.amount,
      counterparty: counterpartyId === null ? null : this.authorSummary(counterpartyId),
      article: this.articleSummary(record.article_id),
      created_at: record.created_at,
    };
  }

  toNotification(record: MockNotificationRecord): Notification {
    return {
      id: record.id,
      kind: record.kind,
      actor: this.authorSummary(record.actor_id),
      article: this.articleSummary(record.article_id),
      comment_id: record.comment_id,
      amount: record.amount,
      ...(record.note ? { note: record.note } : {}),
      created_at: record.created_at,
      read: record.read_at !== null,
    };
  }

  /** Case-insensitive search over title, description and keywords. */
  matches(record: MockArticleRecord, query: string): boolean {
    const needle = query.trim().toLowerCase();
    if (needle === '') return true;
    return [record.title, record.description, ...decodeStringList(record.keywords)].some((text) =>
      text.toLowerCase().includes(needle),
    );
  }
}

function byIdDescending(a: { id: number }, b: { id: number }): number {
  return b.id - a.id;
}

/**
 * One keyset page of rows sorted by id descending: those after the cursor (`encodeIdCursor` of
 * the previous page's last id), at most `limit`, and the cursor of the next page (null at the end).
 */
export function idPage<Row extends { id: number }>(
  rows: Row[],
  limit: number,
  cursor: string | undefined,
): { rows: Row[]; nextCursor: string | null } {
  const after = cursor === undefined ? null : decodeIdCursor(cursor);
  const matching = after === null ? rows : rows.filter((row) => row.id < after);
  const page = matching.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: matching.length > page.length && last ? encodeIdCursor(last.id) : null,
  };
}

function byNewest(a: MockArticleRecord, b: MockArticleRecord): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}

/** True when `record` comes after the cursor (`encodeNewsCursor`) in newest-first order. */
export function isAfterCursor(
  record: Pick<MockArticleRecord, 'date' | 'id'>,
  cursor: NewsCursor,
): boolean {
  return (
    record.date < cursor.publishedAt ||
    (record.date === cursor.publishedAt && record.id < cursor.id)
  );
}

export interface MockSubscription {
  active: boolean;
  confirmed: boolean;
  preferences: { mode: 'each' | 'digest'; categories: number[]; follow_authors: boolean };
}

export interface MockNewsletterToken {
  email: string;
  purpose: 'c' | 'm';
  expiresAt: number;
}

/** A token of the server's shape (its signature made up: only this mock knows it). */
export function mockNewsletterToken(id: number, purpose: 'c' | 'm'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const signature = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  return `${id}.${purpose}.4102444800.${signature}`;
}

/** The settings a new site has: its name, and the categories in their order by id. */
export function defaultMockSiteSettings(): SiteSettings {
  return {
    name: SITE_NAME,
    description: null,
    brand_color: null,
    social_links: null,
    footer_columns: null,
    logo_url: null,
    categories: CATEGORIES.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      nav_label: category.navLabel,
      hidden: false,
    })),
    version: 1,
  };
}
