import { fixtureArticle, fixtures } from '@byline/api-client/mocks';
import { SITE_NAME } from '@byline/ui/constants';
import { describe, expect, it } from 'vitest';
import { type ArticleLinks, articleStructuredData } from './structuredData';

const article = fixtureArticle(fixtures.newsItems[0]?.id ?? 1);
if (!article) throw new Error('the fixtures have no article');

const links: ArticleLinks = {
  page: `https://news.example/article/${article.id}`,
  home: 'https://news.example/',
  category: 'https://news.example/news/world',
  author: `https://news.example/profile/${article.author.user_id}`,
  image: 'https://news.example/media/cover.webp',
  logo: { url: 'https://news.example/logo-512.png', width: 512, height: 512 },
};

/** The data as a search engine reads it: the JSON text of the page's script element. */
const parsed = JSON.parse(JSON.stringify(articleStructuredData(article, links))) as Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: schema.org data is checked field by field below
  any
>[];
const ofType = (type: string) => parsed.find((item) => item['@type'] === type);

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value);

describe('an article page’s structured data', () => {
  it('is a schema.org NewsArticle with the properties search engines require', () => {
    const news = ofType('NewsArticle');
    expect(news?.['@context']).toBe('https://schema.org');
    expect(news?.headline).toBe(article.title);
    expect(news?.headline.length).toBeLessThanOrEqual(110);
    expect(isIsoDate(news?.datePublished)).toBe(true);
    expect(isIsoDate(news?.dateModified)).toBe(true);
    expect(Date.parse(news?.dateModified)).toBeGreaterThanOrEqual(Date.parse(news?.datePublished));
    // image: absolute URLs, with the cover's size.
    expect(news?.image).toEqual([
      { '@type': 'ImageObject', url: links.image, width: 1200, height: 675 },
    ]);
    // author: a Person with a name and the URL of their page.
    expect(news?.author).toEqual([
      { '@type': 'Person', name: article.author.full_name, url: links.author },
    ]);
    expect(isAbsoluteUrl(news?.author[0].url)).toBe(true);
    // publisher: an Organization with a logo.
    expect(news?.publisher).toMatchObject({ '@type': 'Organization', name: SITE_NAME });
    expect(isAbsoluteUrl(news?.publisher.logo.url)).toBe(true);
    expect(news?.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': links.page });
  });

  it('has a BreadcrumbList from the front page through the category to the article', () => {
    const trail = ofType('BreadcrumbList');
    expect(trail?.['@context']).toBe('https://schema.org');
    const items = trail?.itemListElement as Record<string, unknown>[];
    expect(items.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, SITE_NAME, links.home],
      [2, article.category_name, links.category],
      [3, article.title, links.page],
    ]);
    for (const item of items) expect(item['@type']).toBe('ListItem');
  });

  it('leaves the image out of an article without a cover', () => {
    const news = articleStructuredData(
      { ...article, image_url: null },
      { ...links, image: null },
    )[0];
    expect(news).not.toHaveProperty('image');
  });
});
