import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  FEED_DESCRIPTIONS,
  FEED_FORMATS,
  FEED_PATHS,
  FEED_TITLES,
  feedPathAs,
  PAGE_PATHS,
  PRIVATE_PAGE_PATHS,
  PRIVATE_PAGE_TREES,
  SERVER_MESSAGES,
  SITE_LANGUAGE,
  SITE_NAME,
} from '@byline/api-client/contract';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq, sql } from 'drizzle-orm';
import { decodeHTMLStrict } from 'entities/decode';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import RssParser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_ITEM_LIMIT, NEWS_SITEMAP_WINDOW_MS } from '../src/constants';
import { articles } from '../src/db/schema';
import { type ArticleValues, insertArticle } from '../src/news/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const PUBLIC_ORIGIN = 'https://news.example.test';
/** Every character XML or HTML could take for markup. */
const TRICKY_TITLE = `Tom & Jerry <script>alert("x")</script> it's ]]> done ]]> twice`;
const TRICKY_EXCERPT = `A <b>bold</b> & "quoted" 'claim'`;
const TRICKY_COVER_ALT = `Tom & Jerry's "cover" <b>drawn</b> ]]> once`;
const HOUR_MS = 60 * 60 * 1000;

/** Lists stay lists even with one element. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['item', 'url', 'sitemap', 'category'].includes(name),
});

type XmlNode = Record<string, unknown>;
const parseXml = (body: string) => parser.parse(body) as XmlNode;
const at = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((value, key) => (value as XmlNode | undefined)?.[key], node);
const list = (node: unknown, ...keys: string[]) => (at(node, ...keys) ?? []) as XmlNode[];
const text = (node: unknown, ...keys: string[]) => String(at(node, ...keys) ?? '');

const values = (overrides: Partial<ArticleValues>): ArticleValues => ({
  title: 'A story',
  description: 'What happened.',
  content: '<p>Body.</p>',
  readingMinutes: 1,
  keywords: [],
  creator: [],
  videoUrl: null,
  categoryId: CATEGORY_BY_SLUG.world.id,
  isDraft: false,
  ...overrides,
});

describe.each(testBackends())('feeds and sitemaps on $name', (backend) => {
  let t: TestApp;
  let authorId: number;
  let readerId: number;
  let trickyId: number;
  let sportsId: number;
  let oldId: number;
  let draftId: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    // No unique key: these are not API calls.
    t.app.inject({ method: 'GET', url, headers });
  const absolute = (path: string) => new URL(path, PUBLIC_ORIGIN).href;
  /** An article's link as a feed gives it to its readers. */
  const feedLink = (id: number) => `${absolute(PAGE_PATHS.article(id))}?ref=feed`;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { PUBLIC_ORIGIN } });
    const db = t.database.db;
    ({ userId: authorId } = await t.createUser('Ada "Quill" <Lovelace>'));
    ({ userId: readerId } = await t.createUser('Only Reads'));
    const cover = { path: 'articles/cover.webp', width: 1600, height: 900 };
    trickyId = await insertArticle(
      db,
      authorId,
      values({ title: TRICKY_TITLE, description: TRICKY_EXCERPT, imageAlt: TRICKY_COVER_ALT }),
      cover,
    );
    sportsId = await insertArticle(
      db,
      authorId,
      values({ title: 'Cup final', categoryId: CATEGORY_BY_SLUG.sports.id }),
      null,
    );
    oldId = await insertArticle(db, authorId, values({ title: 'Two days old' }), null);
    const old = new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS - HOUR_MS);
    await db
      .update(articles)
      .set({ publishedAt: old, createdAt: old, updatedAt: old })
      .where(eq(articles.id, oldId));
    draftId = await insertArticle(
      db,
      readerId,
      values({ title: 'Secret draft', isDraft: true }),
      null,
    );
  });
  afterAll(() => t.close());

  it('robots.txt disallows the private pages and names the sitemap on PUBLIC_ORIGIN', async () => {
    const response = await get(FEED_PATHS.robots);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_ORIGIN}${FEED_PATHS.sitemapIndex}`);
    expect(lines).toContain(`Allow: ${PAGE_PATHS.home}`);
    // As a crawler reads it: private pages closed with any query, the reader's pages open.
    const robots = robotsParser(absolute(FEED_PATHS.robots), response.body);
    for (const path of PRIVATE_PAGE_PATHS) {
      expect(robots.isAllowed(absolute(path), 'Googlebot'), path).toBe(false);
      expect(robots.isAllowed(absolute(`${path}?next=/article/1`), 'Googlebot'), path).toBe(false);
    }
    for (const tree of PRIVATE_PAGE_TREES) {
      for (const path of [tree, `${tree}/site`, `${tree}/article/7?days=30`]) {
        expect(robots.isAllowed(absolute(path), 'Googlebot'), path).toBe(false);
      }
    }
    for (const path of ['/', '/profile/1', '/news/world', '/article/1', '/search?q=harbour']) {
      expect(robots.isAllowed(absolute(path), 'Googlebot'), path).toBe(true);
    }
  });

  it('the sitemap index lists every sitemap with its lastmod, absolute on PUBLIC_ORIGIN', async () => {
    const response = await get(FEED_PATHS.sitemapIndex);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemaps = list(parseXml(response.body), 'sitemapindex', 'sitemap');
    expect(sitemaps.map((entry) => text(entry, 'loc'))).toEqual([
      absolute(FEED_PATHS.pagesSitemap),
      absolute(FEED_PATHS.newsSitemap),
      absolute(FEED_PATHS.articlesSitemap(0)),
      absolute(FEED_PATHS.authorsSitemap(0)),
    ]);
    for (const entry of sitemaps) {
      expect(Number.isNaN(Date.parse(text(entry, 'lastmod'))), text(entry, 'loc')).toBe(false);
    }
    const [rows] = await t.database.db
      .select({ updatedAt: sql<string>`max(${articles.updatedAt})` })
      .from(articles)
      .where(eq(articles.status, 'published'));
    expect(new Date(text(sitemaps[2], 'lastmod'))).toEqual(new Date(rows?.updatedAt ?? 0));
  });

  it('the article sitemap lists published articles with their updated_at, never drafts', async () => {
    const response = await get(FEED_PATHS.articlesSitemap(0));
    expect(response.statusCode).toBe(200);
    const urls = list(parseXml(response.body), 'urlset', 'url');
    expect(urls.map((entry) => text(entry, 'loc'))).toEqual(
      [trickyId, sportsId, oldId].map((id) => absolute(PAGE_PATHS.article(id))),
    );
    const [old] = await t.database.db
      .select({ updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.id, oldId));
    expect(new Date(text(urls[2], 'lastmod'))).toEqual(old?.updatedAt);
    expect(response.body).not.toContain(PAGE_PATHS.article(draftId));
  });

  it('a sitemap page past the last one, or not a number, is not found', async () => {
    for (const path of [
      FEED_PATHS.articlesSitemap(7),
      FEED_PATHS.articlesSitemap('x'),
      FEED_PATHS.authorsSitemap(3),
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: SERVER_MESSAGES.notFound });
    }
  });

  it('the author sitemap lists authors of published articles only', async () => {
    const response = await get(FEED_PATHS.authorsSitemap(0));
    const urls = list(parseXml(response.body), 'urlset', 'url');
    expect(urls.map((entry) => text(entry, 'loc'))).toEqual([
      absolute(PAGE_PATHS.authorProfile(authorId)),
    ]);
    expect(Number.isNaN(Date.parse(text(urls[0], 'lastmod')))).toBe(false);
  });

  it('the pages sitemap lists the home page and every category page', async () => {
    const response = await get(FEED_PATHS.pagesSitemap);
    const urls = list(parseXml(response.body), 'urlset', 'url');
    expect(urls.map((entry) => text(entry, 'loc'))).toEqual([
      absolute(PAGE_PATHS.home),
      ...CATEGORIES.map((category) => absolute(PAGE_PATHS.category(category.slug))),
    ]);
    const sports = urls.find(
      (entry) => text(entry, 'loc') === absolute(PAGE_PATHS.category('sports')),
    );
    expect(Number.isNaN(Date.parse(text(sports, 'lastmod')))).toBe(false);
  });

  it('the news sitemap lists the last 48 hours with publication, date and escaped title', async () => {
    const response = await get(FEED_PATHS.newsSitemap);
    expect(response.statusCode).toBe(200);
    const urls = list(parseXml(response.body), 'urlset', 'url');
    expect(urls.map((entry) => text(entry, 'loc'))).toEqual(
      [sportsId, trickyId].map((id) => absolute(PAGE_PATHS.article(id))),
    );
    const tricky = urls[1];
    expect(text(tricky, 'news:news', 'news:publication', 'news:name')).toBe(SITE_NAME);
    expect(text(tricky, 'news:news', 'news:publication', 'news:language')).toBe(SITE_LANGUAGE);
    expect(text(tricky, 'news:news', 'news:title')).toBe(TRICKY_TITLE);
    const published = Date.parse(text(tricky, 'news:news', 'news:publication_date'));
    expect(Date.now() - published).toBeLessThan(NEWS_SITEMAP_WINDOW_MS);
  });

  describe('RSS', () => {
    const itemsOf = (body: string) => list(parseXml(body), 'rss', 'channel', 'item');

    it('the site feed has its channel and every published article, newest first', async () => {
      const response = await get(FEED_PATHS.siteFeed);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const channel = at(parseXml(response.body), 'rss', 'channel');
      expect(text(channel, 'title')).toBe(FEED_TITLES.site);
      expect(text(channel, 'link')).toBe(absolute(PAGE_PATHS.home));
      expect(text(channel, 'description')).toBe(FEED_DESCRIPTIONS.site);
      const items = itemsOf(response.body);
      // Readers follow a link marked as the feed's (its views count under Feeds); the guid is the
      // clean permalink, so no reader sees an old entry as new.
      expect(items.map((item) => text(item, 'link'))).toEqual(
        [sportsId, trickyId, oldId].map(feedLink),
      );
      expect(items.map((item) => text(item, 'guid', '#text'))).toEqual(
        [sportsId, trickyId, oldId].map((id) => absolute(PAGE_PATHS.article(id))),
      );
      for (const item of items) {
        expect(text(item, 'guid', '@_isPermaLink')).toBe('false');
        expect(Number.isNaN(Date.parse(text(item, 'pubDate')))).toBe(false);
        expect(text(item, 'title')).not.toBe('');
      }
      expect(response.body).not.toContain('Secret draft');
    });

    it('an article with markup characters round-trips escaped, with author, category and cover', async () => {
      const response = await get(FEED_PATHS.siteFeed);
      const item = itemsOf(response.body).find(
        (entry) => text(entry, 'link') === feedLink(trickyId),
      );
      // The library keeps each `]]>` apart with a zero-width space: invisible to a reader.
      expect(text(item, 'title').replaceAll('\u200b', '')).toBe(TRICKY_TITLE);
      // The description is HTML: the plain excerpt arrives as text, not as tags.
      expect(decodeHTMLStrict(text(item, 'description'))).toBe(TRICKY_EXCERPT);
      expect(text(item, 'description')).not.toContain('<b>');
      expect(text(item, 'dc:creator', '#text')).toBe('Ada "Quill" <Lovelace>');
      expect(text(item, 'dc:creator', '@_xmlns:dc')).toBe('http://purl.org/dc/elements/1.1/');
      expect(list(item, 'category')).toEqual([CATEGORY_BY_SLUG.world.name]);
      expect(at(item, 'media:content')).toMatchObject({
        '@_url': `${PUBLIC_ORIGIN}/media/articles/cover.webp`,
        '@_type': 'image/webp',
        '@_medium': 'image',
        '@_width': '1600',
        '@_height': '900',
      });
      // Media RSS describes the cover in its own words.
      expect(text(item, 'media:content', 'media:description').replaceAll('\u200b', '')).toBe(
        TRICKY_COVER_ALT,
      );
    });

    it('Atom describes the cover in its enclosure link’s title', async () => {
      const response = await get(feedPathAs(FEED_PATHS.siteFeed, 'atom'));
      // An entry without a cover has one link, which the parser gives as an object.
      const linksOf = (entry: XmlNode | undefined) => [entry?.link ?? []].flat() as XmlNode[];
      const entry = list(parseXml(response.body), 'feed', 'entry').find((candidate) =>
        linksOf(candidate).some((link) => link['@_href'] === feedLink(trickyId)),
      );
      const enclosure = linksOf(entry).find((link) => link['@_rel'] === 'enclosure');
      expect(enclosure?.['@_title']).toBe(TRICKY_COVER_ALT);
    });

    it('a category feed lists only that category', async () => {
      const response = await get(FEED_PATHS.categoryFeed('sports'));
      expect(response.statusCode).toBe(200);
      const channel = at(parseXml(response.body), 'rss', 'channel');
      expect(text(channel, 'title')).toBe(FEED_TITLES.category(CATEGORY_BY_SLUG.sports.name));
      expect(text(channel, 'link')).toBe(absolute(PAGE_PATHS.category('sports')));
      expect(itemsOf(response.body).map((item) => text(item, 'title'))).toEqual(['Cup final']);
    });

    it("an author feed lists the author's published articles", async () => {
      const response = await get(FEED_PATHS.authorFeed(authorId));
      expect(response.statusCode).toBe(200);
      const channel = at(parseXml(response.body), 'rss', 'channel');
      expect(text(channel, 'title')).toBe(FEED_TITLES.author('Ada "Quill" <Lovelace>'));
      expect(itemsOf(response.body)).toHaveLength(3);
      expect(FEED_ITEM_LIMIT).toBeGreaterThan(3);
    });

    it('an unknown category or author (or one without published articles) is a 404', async () => {
      const cases = [
        [FEED_PATHS.categoryFeed('nowhere'), SERVER_MESSAGES.unknownCategory],
        [FEED_PATHS.authorFeed(readerId), SERVER_MESSAGES.userNotFound],
        [FEED_PATHS.authorFeed(999_999), SERVER_MESSAGES.userNotFound],
        [FEED_PATHS.authorFeed('abc'), SERVER_MESSAGES.notFound],
      ] as const;
      for (const [path, message] of cases) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ status: 404, message });
      }
    });
  });

  describe('as feed readers read them (rss-parser, @rowanmanning/feed-parser)', () => {
    const trickyLink = () => feedLink(trickyId);
    /** rss-parser's whole text of an item: RSS's content:encoded, Atom's content. */
    const fullText = (item: RssParser.Item | undefined) =>
      (item as Record<string, string> | undefined)?.['content:encoded'] ?? item?.content;

    it('every feed parses in RSS and Atom, with each article whole: cover, author, full text', async () => {
      for (const rssPath of [
        FEED_PATHS.siteFeed,
        FEED_PATHS.categoryFeed('world'),
        FEED_PATHS.authorFeed(authorId),
      ]) {
        for (const format of ['rss', 'atom'] as const) {
          const path = feedPathAs(rssPath, format);
          const response = await get(path);
          expect(response.statusCode, path).toBe(200);
          expect(response.headers['content-type'], path).toBe(
            `${FEED_FORMATS[format].type}; charset=utf-8`,
          );
          const parsed = await new RssParser().parseString(response.body);
          const item = parsed.items.find((entry) => entry.link === trickyLink());
          // Atom's title is typed HTML (escaped text), RSS's plain text.
          const title = item?.title?.replaceAll('\u200b', '') ?? '';
          expect(format === 'atom' ? decodeHTMLStrict(title) : title, path).toBe(TRICKY_TITLE);
          // The whole article, not only its excerpt.
          expect(fullText(item), path).toContain('<p>Body.</p>');
          const feed = parseFeed(response.body);
          const entry = feed.items.find((candidate) => candidate.url === trickyLink());
          expect(entry?.image?.url, path).toBe(`${PUBLIC_ORIGIN}/media/articles/cover.webp`);
          expect(
            entry?.authors.map((author) => author.name),
            path,
          ).toEqual(['Ada "Quill" <Lovelace>']);
          expect(entry?.content, path).toContain('<p>Body.</p>');
          expect(entry?.published?.getTime(), path).toBeGreaterThan(0);
        }
      }
    });

    it('RSS carries the cover as an enclosure', async () => {
      const parsed = await new RssParser().parseString((await get(FEED_PATHS.siteFeed)).body);
      const item = parsed.items.find((entry) => entry.link === trickyLink());
      expect(item?.enclosure).toMatchObject({
        url: `${PUBLIC_ORIGIN}/media/articles/cover.webp`,
        type: 'image/webp',
      });
    });

    it('the JSON Feed has the same articles, by JSON Feed 1.1', async () => {
      const response = await get(feedPathAs(FEED_PATHS.siteFeed, 'json'));
      expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
      const feed = response.json();
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.title).toBe(FEED_TITLES.site);
      expect(feed.feed_url).toBe(absolute(feedPathAs(FEED_PATHS.siteFeed, 'json')));
      expect(feed.items.map((item: { url: string }) => item.url)).toEqual(
        [sportsId, trickyId, oldId].map(feedLink),
      );
      const tricky = feed.items.find((item: { url: string }) => item.url === trickyLink());
      expect(tricky).toMatchObject({
        id: absolute(PAGE_PATHS.article(trickyId)),
        title: TRICKY_TITLE,
        summary: TRICKY_EXCERPT,
        content_html: '<p>Body.</p>',
        image: `${PUBLIC_ORIGIN}/media/articles/cover.webp`,
        authors: [
          { name: 'Ada "Quill" <Lovelace>', url: absolute(PAGE_PATHS.authorProfile(authorId)) },
        ],
      });
    });

    it('an article without an excerpt is described by the start of its text, links made absolute', async () => {
      const db = t.database.db;
      const long = `${'Harbour pilots guide the ships in at dawn. '.repeat(12)}End.`;
      await db
        .update(articles)
        .set({
          description: '',
          subtitle: '',
          content: `<p>${long}</p><p><a href="/article/1">Earlier</a> <img src="/media/body/a.webp" alt=""></p>`,
        })
        .where(eq(articles.id, sportsId));
      try {
        const parsed = await new RssParser().parseString(
          (await get(FEED_PATHS.categoryFeed('sports'))).body,
        );
        const [item] = parsed.items;
        expect(item?.contentSnippet ?? '').not.toBe('');
        const described = parseFeed((await get(FEED_PATHS.categoryFeed('sports'))).body).items[0];
        expect(described?.description).toMatch(/^Harbour pilots guide the ships in at dawn\./);
        expect(described?.description?.length).toBeLessThanOrEqual(281);
        expect(described?.description).toMatch(/…$/);
        expect(fullText(item)).toContain(`href="${PUBLIC_ORIGIN}/article/1"`);
        expect(fullText(item)).toContain(`src="${PUBLIC_ORIGIN}/media/body/a.webp"`);
      } finally {
        await db
          .update(articles)
          .set({ description: 'What happened.', content: '<p>Body.</p>' })
          .where(eq(articles.id, sportsId));
      }
    });

    it('sends Last-Modified, the newest article’s time, and answers If-Modified-Since with 304', async () => {
      for (const format of ['rss', 'atom', 'json'] as const) {
        const path = feedPathAs(FEED_PATHS.siteFeed, format);
        const first = await get(path);
        const lastModified = String(first.headers['last-modified']);
        expect(new Date(lastModified).toUTCString(), path).toBe(lastModified);
        expect((await get(path, { 'if-modified-since': lastModified })).statusCode, path).toBe(304);
        const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
        expect((await get(path, { 'if-modified-since': earlier })).statusCode, path).toBe(200);
      }
    });
  });

  it('answers with shared-cache headers and a weak ETag; a matching If-None-Match gets a 304', async () => {
    for (const path of [FEED_PATHS.siteFeed, FEED_PATHS.sitemapIndex, FEED_PATHS.robots]) {
      const first = await get(path);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);
      expect(first.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      const other = await get(path, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      // A request with credentials is never shared: whole, no-store, no ETag.
      const signedIn = await get(path, { 'if-none-match': etag, authorization: 'Bearer x' });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect(signedIn.headers.etag).toBeUndefined();
    }
  });

  it('a change to an article gives the feed a new ETag', async () => {
    const before = String((await get(FEED_PATHS.siteFeed)).headers.etag);
    await t.database.db
      .update(articles)
      .set({ title: 'Cup final, extra time' })
      .where(eq(articles.id, sportsId));
    const after = await get(FEED_PATHS.siteFeed, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Cup final, extra time');
  });
});
