import { fixtureArticle, fixtures } from '@byline/api-client/mocks';
import { SITE_NAME } from '@byline/ui/constants';
import { describe, expect, it } from 'vitest';
import {
  type ArticleLinks,
  articleStructuredData,
  authorStructuredData,
  categoryStructuredData,
  homeStructuredData,
  type SiteLinks,
} from './structuredData';

const article = fixtureArticle(fixtures.newsItems[0]?.id ?? 1);
if (!article) throw new Error('the fixtures have no article');

const site: SiteLinks = {
  home: 'https://news.example/',
  search: 'https://news.example/search?q={search_term_string}',
  logo: { url: 'https://news.example/logo-512.png', width: 512, height: 512 },
};

const links: ArticleLinks = {
  ...site,
  page: `https://news.example/article/${article.id}`,
  category: 'https://news.example/news/world',
  author: `https://news.example/profile/${article.author.user_id}`,
  image: 'https://news.example/media/cover.webp',
};

// biome-ignore lint/suspicious/noExplicitAny: schema.org data is checked field by field below
type Node = Record<string, any>;
/** The data as a search engine reads it: the JSON text of the page's script element. */
const asRead = (data: unknown) => JSON.parse(JSON.stringify(data)) as Node[];
const parsed = asRead(articleStructuredData(article, links));
const ofType = (type: string, nodes: Node[] = parsed) =>
  nodes.find((item) => item['@type'] === type);

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
    // image: absolute URLs, with the cover's size and its description.
    expect(news?.image).toEqual([
      {
        '@type': 'ImageObject',
        url: links.image,
        caption: article.image_alt,
        width: 1200,
        height: 675,
      },
    ]);
    // author: a Person with a name and the URL of their page.
    // One object, as preview scrapers read it (they find no author in a list).
    expect(news?.author).toMatchObject({
      '@type': 'Person',
      name: article.author.full_name,
      url: links.author,
    });
    expect(isAbsoluteUrl(news?.author.url)).toBe(true);
    // publisher: an Organization with a logo of schema.org's properties only.
    expect(news?.publisher).toMatchObject({ '@type': 'Organization', name: SITE_NAME });
    expect(news?.publisher.logo).toEqual({ '@type': 'ImageObject', ...site.logo });
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

  it('is never modified before it was published (a scheduled article went out after its last edit)', () => {
    const scheduled = asRead(
      articleStructuredData(
        {
          ...article,
          pub_date: '2026-12-01T09:00:00.000Z',
          updated_at: '2026-11-20T10:00:00.000Z',
        },
        links,
      ),
    );
    expect(ofType('NewsArticle', scheduled)).toMatchObject({
      datePublished: '2026-12-01T09:00:00.000Z',
      dateModified: '2026-12-01T09:00:00.000Z',
    });
  });
});

describe('the home page’s structured data', () => {
  const home = asRead(homeStructuredData(site));

  it('is a WebSite with a SearchAction on the site search', () => {
    const website = ofType('WebSite', home);
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE_NAME,
      url: site.home,
    });
    expect(website?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: site.search },
      'query-input': 'required name=search_term_string',
    });
    expect(website?.potentialAction.target.urlTemplate).toContain('{search_term_string}');
  });

  it('names the Organization with its logo, which the WebSite points at', () => {
    const publisher = ofType('Organization', home);
    expect(publisher).toMatchObject({ name: SITE_NAME, url: site.home });
    expect(publisher?.logo).toEqual({ '@type': 'ImageObject', ...site.logo });
    expect(ofType('WebSite', home)?.publisher).toEqual({ '@id': publisher?.['@id'] });
  });
});

describe('a category page’s structured data', () => {
  const stories = [
    { url: 'https://news.example/article/2', name: 'Second' },
    { url: 'https://news.example/article/1', name: 'First' },
  ];
  const world = {
    name: 'Harbours',
    url: 'https://news.example/news/harbours',
    description: 'News.',
  };
  const page = asRead(categoryStructuredData(site, world, stories));

  it('is a CollectionPage whose ItemList holds the stories in the order shown', () => {
    const collection = ofType('CollectionPage', page);
    expect(collection).toMatchObject({ url: world.url, name: world.name });
    expect(collection?.mainEntity['@type']).toBe('ItemList');
    expect(collection?.mainEntity.numberOfItems).toBe(2);
    expect(
      collection?.mainEntity.itemListElement.map((item: Node) => [item.position, item.url]),
    ).toEqual([
      [1, stories[0]?.url],
      [2, stories[1]?.url],
    ]);
  });

  it('has the breadcrumbs Home › category', () => {
    const trail = ofType('BreadcrumbList', page)?.itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, SITE_NAME, site.home],
      [2, world.name, world.url],
    ]);
  });
});

describe('an author page’s structured data', () => {
  const author = { page: 'https://news.example/profile/7', avatar: 'https://news.example/a.webp' };

  it('is a ProfilePage about the Person the articles name as author', () => {
    const profile = ofType(
      'ProfilePage',
      asRead(
        authorStructuredData(site, author, { full_name: 'Ada Reporter', author_bio: 'Courts.' }),
      ),
    );
    expect(profile?.mainEntity).toEqual({
      '@type': 'Person',
      '@id': `${author.page}#person`,
      name: 'Ada Reporter',
      url: author.page,
      description: 'Courts.',
      image: author.avatar,
    });
    // The article's author node is the same Person.
    const articleAuthor = ofType(
      'NewsArticle',
      asRead(articleStructuredData(article, { ...links, author: author.page })),
    )?.author;
    expect(articleAuthor['@id']).toBe(profile?.mainEntity['@id']);
  });

  it('leaves out a bio and an avatar the author has not given', () => {
    const person = ofType(
      'ProfilePage',
      asRead(
        authorStructuredData(
          site,
          { ...author, avatar: null },
          { full_name: 'Bo', author_bio: '' },
        ),
      ),
    )?.mainEntity;
    expect(person).not.toHaveProperty('description');
    expect(person).not.toHaveProperty('image');
  });
});
