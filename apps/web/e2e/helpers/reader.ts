import { FOLLOW_TEXTS, READER_TEXTS } from '@byline/ui/constants';
import type { Locator, Page } from '@playwright/test';
import { api } from './session';
import { expect } from './test';

/**
 * What the reader scenarios read through the API (as any client could) and find on the pages:
 * news items, categories, lists, and the page regions and links that show them.
 */

/** What these scenarios read of a news item (packages/api-client's contract has the rest). */
export interface NewsItem {
  id: number;
  title: string;
  description: string;
  category_name: string;
  keywords: string[];
  author: { user_id: number; full_name: string };
}
export interface MostRecentItem {
  id: number;
  title: string;
}
export interface NewsPage<T> {
  data: T[];
  next_cursor: string | null;
}

/**
 * Where the category page's list and the home sections cut titles (packages/ui constants): at
 * a whole word, as packages/ui's `truncate` does (its unit test covers the edge cases).
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const space = clean.slice(0, max + 1).search(/\s\S*$/u);
  if (space <= 0) return `${clean.slice(0, max)}...`;
  const kept = clean.slice(0, space).trimEnd();
  return `${kept.replace(/[\s,;:.\-–—]+$/u, '') || kept}...`;
}
export async function categoryId(name: string): Promise<number> {
  const { data } = await api<{ data: { id: number; name: string }[] }>('/api/News/categoryList');
  const found = data.find((category) => category.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`No category ${name}`);
  return found.id;
}

export async function newsPage(
  category: number,
  options: { limit?: number; cursor?: string | null; q?: string } = {},
): Promise<NewsPage<NewsItem>> {
  const query = new URLSearchParams({ category_id: String(category) });
  if (options.limit) query.set('limit', String(options.limit));
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.q) query.set('q', options.q);
  return api<NewsPage<NewsItem>>(`/api/News/newsList?${query}`);
}

export interface NewArticle {
  title: string;
  description?: string;
  content?: string;
  keywords?: string[];
  category: string;
}

/** Publishes an article through the API, as any client could (see security.e2e.ts). */
export async function publish(token: string, article: NewArticle): Promise<number> {
  const form = new FormData();
  form.set('title', article.title);
  form.set('keywords', JSON.stringify(article.keywords ?? []));
  form.set('creator', JSON.stringify([]));
  form.set('description', article.description ?? `${article.title}: a short summary.`);
  form.set('content', article.content ?? `<p>${article.title}, in full.</p>`);
  form.set('video_url', '');
  form.set('category', String(await categoryId(article.category)));
  const saved = await api<{ data: { news_id: number; status: string } }>('/api/News/addNews', {
    method: 'POST',
    body: form,
    token,
  });
  expect(saved.data.status).toBe('published');
  return saved.data.news_id;
}

/** A home section or the category page's list: a `section` named by its heading. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The link to an article's page inside `scope` (a card's title link). */
export const articleLink = (scope: Locator, id: number) =>
  scope.locator(`a[href="/article/${id}"]`);

/** The category page's list: the articles' title links, in order. */
export const listedTitles = (page: Page) =>
  region(page, READER_TEXTS.articles).locator('article h3 a');

export async function expectCards(scope: Locator, items: readonly { id: number; title: string }[]) {
  for (const item of items) {
    const link = articleLink(scope, item.id).first();
    await expect(link, `${item.id} ${item.title}`).toBeVisible();
    // Every section cuts titles at 50 characters or more.
    await expect(link).toContainText(item.title.slice(0, 40).trim());
  }
}

/** Every account starts with this many coins: the welcome grant (docs/adr/0015). */
export const WELCOME_GRANT = 100;

/** An author's Follow button, whatever its word says now (Follow, Following, Unfollow). */
export function followButton(scope: Page | Locator, authorName: string): Locator {
  const words = [FOLLOW_TEXTS.follow, FOLLOW_TEXTS.following, FOLLOW_TEXTS.unfollow].join('|');
  return scope.getByRole('button', { name: new RegExp(`^(${words}) ${authorName}$`) });
}
