import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  UNCACHEABLE_PAGE_CACHE_CONTROL,
} from '../src/constants';
import { articleDailySources, articles } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import type { PageRenderer } from '../src/pages/renderer';
import { seedDatabase } from '../src/seed/seed';
import { createTestApp, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

/** The documents' one inline script, as the web build's colour-scheme script is. */
const HEAD_SCRIPT = 'document.documentElement.setAttribute("data-mantine-color-scheme","dark")';

/**
 * A stand-in for the web build's renderer (apps/web/src/ssr, tested there): it reads the
 * article through the fetch the server hands it, as the real one does, and says what it saw.
 */
const renderer: PageRenderer = {
  inlineScripts: [HEAD_SCRIPT],
  async render(url, { fetch }) {
    const match = /^\/article\/(\d+)(?:\?.*)?$/.exec(url);
    if (!match) return page(404, '<h1>Page not found</h1>');
    const response = await fetch(`${endpoints.articleById.path}?news_id=${match[1]}`, {
      headers: { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY },
    });
    if (response.status >= 500) return page(200, '<p>Loading</p>', false);
    if (!response.ok) return page(404, '<h1>Article not found</h1>');
    const { data } = (await response.json()) as { data: { title: string; updated_at: string } };
    // As the web build's: the HTML holds the moment of the render, the version and time do not.
    return {
      ...page(200, `<h1>${data.title}</h1><p>Rendered at ${performance.now()}</p>`),
      version: `${data.title}@${data.updated_at}`,
      lastModified: data.updated_at,
    };
  },
};

function page(status: number, body: string, cacheable = true) {
  const head = `<head><script>${HEAD_SCRIPT}</script></head>`;
  return {
    status,
    cacheable,
    html: Readable.from([`<!DOCTYPE html><html>${head}<body>${body}</body></html>`]),
  };
}

describe.each(testBackends())('server-rendered pages on $name', (backend) => {
  let t: TestApp;
  let articleId: number;
  let title: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { pageRenderer: renderer });
    await seedDatabase(t.database.db, new LocalMediaStorage(t.mediaDir), { articles: 1 });
    const [article] = await t.database.db.select().from(articles).limit(1);
    if (!article) throw new Error('the seed wrote no article');
    articleId = article.id;
    title = article.title;
  });
  afterAll(() => t.close());

  it('answers an article page with its HTML, read in-process, cacheable by a CDN with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/article/${articleId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^W\/"/);

    const again = await t.app.inject({
      method: 'GET',
      url: `/article/${articleId}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("counts a view through the site's own marked links under their source (a feed's, a newsletter's)", async () => {
    const sources = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .select({ source: articleDailySources.source, views: articleDailySources.views })
            .from(articleDailySources)
            .where(eq(articleDailySources.articleId, articleId))
        ).map((row) => [row.source, row.views]),
      );
    for (const [address, ref] of [
      ['198.51.100.21', 'feed'],
      ['198.51.100.22', 'newsletter'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/article/${articleId}?ref=${ref}`,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await sources()).toMatchObject({ feed: 1, newsletter: 1 });
    expect(
      await t.database.db
        .select()
        .from(articleDailySources)
        .where(
          and(
            eq(articleDailySources.articleId, articleId),
            eq(articleDailySources.source, 'fediverse'),
          ),
        ),
    ).toEqual([]);
  });

  it('validates by what the page shows, not by when it was rendered: ETag and Last-Modified', async () => {
    const url = `/article/${articleId}`;
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    // Rendered twice, at two moments: the same page, so the same validators.
    expect(second.body).not.toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(second.headers['last-modified']).toBe(lastModified);

    const since = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-modified-since': lastModified },
    });
    expect(since.statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-modified-since': earlier },
    });
    expect(stale.statusCode).toBe(200);
    // An ETag that no longer matches wins over a date that would (RFC 9110).
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': 'W/"old"', 'if-modified-since': lastModified },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('moves a page asked for at another of its addresses to its one address, for good', async () => {
    for (const [url, location] of [
      [`/article/${articleId}/`, `/article/${articleId}`],
      [`/article/0${articleId}?utm_source=feed`, `/article/${articleId}?utm_source=feed`],
      ['/news/World', '/news/world'],
      ['/profile/1/', '/profile/1'],
      ['/tag/Climate%20Change', '/tag/climate-change'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // Never off the site.
    const offSite = await t.app.inject({ method: 'GET', url: '//evil.example/' });
    expect(offSite.headers.location).toBeUndefined();
  });

  it('answers what does not exist with 404 and the not-found page', async () => {
    for (const url of ['/article/999999', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      // Not kept by a CDN: the article may be published a moment later.
      expect(response.headers['cache-control'], url).toBe(UNCACHEABLE_PAGE_CACHE_CONTROL);
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('sends the same public page whatever cookie comes with the request', async () => {
    const url = `/article/${articleId}`;
    const anonymous = await t.app.inject({ method: 'GET', url });
    const withCookie = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'user_token=someone-signed-in; user_id=1' },
    });
    const withoutRenderTime = (html: string) => html.replace(/Rendered at [\d.]+/, '');
    expect(withoutRenderTime(withCookie.body)).toBe(withoutRenderTime(anonymous.body));
    expect(withCookie.headers.etag).toBe(anonymous.headers.etag);
    expect(withCookie.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('keeps a request that carried credentials out of every cache', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/article/${articleId}`,
      headers: { authorization: 'Bearer anything' },
    });
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("runs the head's inline script, allowed by its hash, and no other inline script", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/article/${articleId}` });
    expect(response.body).toContain(`<head><script>${HEAD_SCRIPT}</script></head>`);
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Every other answer carries the same policy (the headers are worked out once).
    const api = await t.call({ method: 'GET', url: endpoints.categories.path });
    expect(api.headers['content-security-policy']).toBe(policy);
  });

  it('never answers an API path, a media path or a missing build file with a page', async () => {
    for (const url of ['/api/nothing-here', '/media/none.webp', '/assets/missing.js']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});
