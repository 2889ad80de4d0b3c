import { siteCategoryList } from './siteCategories';

/**
 * Tags of the cached public reads (src/http/response-cache.ts): what each answer shows, so a
 * write drops only the answers it changed. Only published articles appear in cached reads.
 */
export const readTags = {
  /** A category's news list pages and searches. */
  category: (id: number) => `category:${id}`,
  mostWatched: 'most-watched',
  /** Every article's related news: any live article may be among them. */
  related: 'related',
  /** Every tag page's list: any live article may carry the tag (its keywords before or after). */
  tags: 'tags',
  /** Site search answers: any live article may be among them. */
  siteSearch: 'site-search',
  /** An author's public profile and article list, and their followers and following lists. */
  author: (id: number) => `author:${id}`,
  /** An article's comment list (and its count). */
  comments: (articleId: number) => `comments:${articleId}`,
} as const;

export interface ArticlePlacement {
  authorId: number;
  categoryId: number;
  status: 'draft' | 'published';
}

/** The cached reads that show an article placed so: none while it is a draft. */
export function readsShowing(article: ArticlePlacement | null): string[] {
  if (article?.status !== 'published') return [];
  return [
    readTags.category(article.categoryId),
    readTags.mostWatched,
    readTags.related,
    readTags.tags,
    readTags.siteSearch,
    readTags.author(article.authorId),
  ];
}

/**
 * The cached reads that show authors beside articles: every category list, most watched, related
 * and site search.
 */
export function readsShowingAnyAuthor(): string[] {
  return [
    ...siteCategoryList().map((category) => readTags.category(category.id)),
    readTags.mostWatched,
    readTags.related,
    readTags.tags,
    readTags.siteSearch,
  ];
}
