import type { Article } from '@byline/api-client';
import { SITE_NAME } from '@byline/ui/constants';
import { SITE_LANGUAGE } from './siteMeta';

/** Absolute URLs an article's structured data links to. */
export interface ArticleLinks {
  /** The article page (its canonical URL). */
  page: string;
  home: string;
  category: string;
  /** The author's public page. */
  author: string;
  /** The cover, when there is one. */
  image: string | null;
  /** The publisher's logo, with its size. */
  logo: { url: string; width: number; height: number };
}

type JsonLd = Record<string, unknown>;

/**
 * schema.org data for an article page: a `NewsArticle` (headline, image, dates, author as a
 * Person with the URL of their page, publisher as an Organization with its logo) and the
 * `BreadcrumbList` Home › category › article. Search engines read it from the page's JSON-LD.
 */
export function articleStructuredData(article: Article, links: ArticleLinks): JsonLd[] {
  const newsArticle: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': links.page },
    url: links.page,
    headline: article.title,
    description: article.description,
    ...(links.image
      ? {
          image: [
            {
              '@type': 'ImageObject',
              url: links.image,
              ...(article.image_width && article.image_height
                ? { width: article.image_width, height: article.image_height }
                : {}),
            },
          ],
        }
      : {}),
    datePublished: article.pub_date ?? article.date,
    dateModified: article.updated_at,
    articleSection: article.category_name,
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
    inLanguage: SITE_LANGUAGE,
    author: [{ '@type': 'Person', name: article.author.full_name, url: links.author }],
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: links.home,
      logo: { '@type': 'ImageObject', ...links.logo },
    },
  };
  const breadcrumbs: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: SITE_NAME, item: links.home },
      { '@type': 'ListItem', position: 2, name: article.category_name, item: links.category },
      { '@type': 'ListItem', position: 3, name: article.title, item: links.page },
    ],
  };
  return [newsArticle, breadcrumbs];
}
