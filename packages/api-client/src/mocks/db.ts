import {
  type Article,
  type Category,
  type Draft,
  decodeStringList,
  type EndpointName,
  type MostRecentItem,
  type NewsCursor,
  type NewsItem,
  type PublicProfile,
  type UserProfile,
} from '../contract';
import { MOCK_IMAGE_SIZE, MOCK_NOW, MOCK_SECOND_AUTHOR_TOKEN, MOCK_TOKEN } from './constants';
import {
  createMockRecords,
  type MockArticleRecord,
  type MockCategoryRecord,
  type MockUserRecord,
} from './fixtures/records';

/** A wire shape: like the parsed type, except that lists may still be JSON text. */
type EncodedLists<T> = {
  [Key in keyof T]: Key extends 'keywords' | 'creator' ? string[] | string : T[Key];
};
export type WireNewsItem = EncodedLists<NewsItem>;
export type WireArticle = EncodedLists<Article>;
export type WireDraft = EncodedLists<Draft>;

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
  articles: MockArticleRecord[] = [];
  readonly log: MockRequestLogEntry[] = [];
  /** Which user each live bearer token belongs to (logout removes them; reset restores them). */
  readonly tokens = new Map<string, number>();
  private clock = 0;

  constructor() {
    this.reset();
  }

  reset(): void {
    const records = createMockRecords();
    this.categories = records.categories;
    this.users = records.users;
    this.articles = records.articles;
    this.tokens.clear();
    this.tokens.set(MOCK_TOKEN, 1);
    this.tokens.set(MOCK_SECOND_AUTHOR_TOKEN, 2);
    this.log.length = 0;
    this.clock = 0;
  }

  /** Deterministic time: each write happens one minute after the previous one. */
  now(): string {
    this.clock += 1;
    return new Date(Date.parse(MOCK_NOW) + this.clock * 60_000).toISOString();
  }

  nextArticleId(): number {
    return Math.max(0, ...this.articles.map((article) => article.id)) + 1;
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

  /** Published articles, newest first (date, then id, both descending: the keyset order). */
  published(): MockArticleRecord[] {
    return this.articles.filter((article) => article.status === 'published').sort(byNewest);
  }

  ownArticles(userId: number): MockArticleRecord[] {
    return this.articles.filter((article) => article.author_id === userId).sort(byNewest);
  }

  ownDrafts(userId: number): MockArticleRecord[] {
    return this.articles
      .filter((article) => article.author_id === userId && article.status === 'draft')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  // Wire shapes: what the backend answers, lists left exactly as stored.

  toCategory(record: MockCategoryRecord): Category {
    return { id: record.id, name: record.name };
  }

  toNewsItem(record: MockArticleRecord): WireNewsItem {
    const author = this.findUser(record.author_id);
    return {
      id: record.id,
      title: record.title,
      subtitle: record.subtitle,
      description: record.description,
      image_url: record.image_url,
      pub_date: record.pub_date,
      date: record.date,
      source_name: record.source_name,
      source_icon: record.source_icon,
      category_name: this.categoryName(record.category_id),
      keywords: record.keywords,
      author_designation: record.author_designation,
      status: record.status,
      author: {
        user_id: record.author_id,
        full_name: author?.full_name ?? 'Byline',
        user_profile: author?.user_profile ?? null,
      },
    };
  }

  toArticle(record: MockArticleRecord): WireArticle {
    return {
      ...this.toNewsItem(record),
      content: record.content,
      creator: record.creator,
      video_url: record.video_url,
      category_id: record.category_id,
      created_at: record.created_at,
      updated_at: record.updated_at,
      // Every fixture picture (and the stand-in for an upload) is 1200 × 675.
      image_width: record.image_url ? MOCK_IMAGE_SIZE.width : null,
      image_height: record.image_url ? MOCK_IMAGE_SIZE.height : null,
    };
  }

  toDraft(record: MockArticleRecord): WireDraft {
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      image_url: record.image_url,
      created_at: record.created_at,
      keywords: record.keywords,
      creator: record.creator,
      content: record.content,
      video_url: record.video_url,
      category_name: this.categoryName(record.category_id),
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
      user_profile: user.user_profile,
      followers_count: user.followers_count,
      my_wallet: user.my_wallet,
      articles_count: this.articles.filter(
        (article) => article.author_id === user.user_id && article.status === 'published',
      ).length,
    };
  }

  toUserProfile(user: MockUserRecord): UserProfile {
    return {
      ...this.toPublicProfile(user),
      user_email: user.user_email,
      user_mobile_no: user.user_mobile_no,
    };
  }

  /** Case-insensitive search over title, description and keywords (spec section 5). */
  matches(record: MockArticleRecord, query: string): boolean {
    const needle = query.trim().toLowerCase();
    if (needle === '') return true;
    return [record.title, record.description, ...decodeStringList(record.keywords)].some((text) =>
      text.toLowerCase().includes(needle),
    );
  }
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
