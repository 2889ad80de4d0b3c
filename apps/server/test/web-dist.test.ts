import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FEED_PATHS } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL, HTML_CACHE_CONTROL } from '../src/constants';
import { loadPageRenderer } from '../src/pages/renderer';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const [pglite] = testBackends();
/** index.html's inline script, as the web build writes the colour scheme's. */
const INDEX_SCRIPT = 'document.documentElement.dataset.scheme="dark"';
// Stand-ins for the compressed siblings the web build writes (build/precompressAssets.ts).
const BROTLI_BYTES = Buffer.from('brotli bytes');
const GZIP_BYTES = Buffer.from('gzip bytes');

describe('serving a built web app (WEB_DIST)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><head><script>${INDEX_SCRIPT}</script><title>Byline</title>` +
        '<script type="module" src="/assets/index-abc123.js"></script></head>',
    );
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), BROTLI_BYTES);
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), GZIP_BYTES);
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    // A build's own robots.txt or feed gives way to the server's.
    await fs.writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /');
    await fs.mkdir(path.join(dist, 'feeds'));
    await fs.writeFile(path.join(dist, 'feeds', 'all.xml'), '<rss/>');
    // A source map left in the folder by an older or hand-made build.
    await fs.writeFile(
      path.join(dist, 'assets', 'index-abc123.js.map'),
      '{"sources":["secret.ts"]}',
    );
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.map.gz'), GZIP_BYTES);
    if (!pglite) throw new Error('no PGlite backend');
    t = await createTestApp(pglite, { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, revalidated', async () => {
    for (const url of ['/', '/news/world', '/article/12?x=1', '/profile/edit']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
      expect(response.body).toContain('<title>Byline</title>');
    }
  });

  it("allows index.html's inline script by its hash, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/news/world' });
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    const hash = createHash('sha256').update(INDEX_SCRIPT).digest('base64');
    expect(scriptSrc?.[1]?.split(' ')).toEqual([
      "'self'",
      'https://apis.google.com',
      `'sha256-${hash}'`,
    ]);
  });

  it('answers HEAD on a page as a GET would, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/news/world' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
  });

  it("answers robots.txt and the feeds itself, never the build's files of those names", async () => {
    const robots = await t.app.inject({ method: 'GET', url: FEED_PATHS.robots });
    expect(robots.body).toContain(`Sitemap: ${t.config.publicOrigin}${FEED_PATHS.sitemapIndex}`);
    expect(robots.body).not.toContain('Disallow: /\n');
    const feed = await t.app.inject({ method: 'GET', url: FEED_PATHS.siteFeed });
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).not.toBe('<rss/>');
    // A feed path that does not exist is not found, not the web app's page.
    const missing = await t.app.inject({ method: 'GET', url: '/feeds/news/world/extra.xml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the precompressed asset the browser accepts, brotli first', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(brotli.rawPayload.equals(BROTLI_BYTES)).toBe(true);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP_BYTES)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never serves source maps, even when the folder holds one', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.MAP',
      '/assets/index-abc123.js.map?v=1',
      '/assets/%69ndex-abc123.js.map',
      '/assets/missing.js.map',
      '/index-abc123.js.map',
    ]) {
      for (const encoding of [undefined, 'gzip']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('secret.ts');
        expect(response.body).not.toContain('<title>Byline</title>');
      }
    }
  });

  it('answers a missing build file with 404, not the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('keeps API and media misses as 404 envelopes', async () => {
    const api = await t.call({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    const media = await t.app.inject({ method: 'GET', url: '/media/articles/missing.webp' });
    expect(media.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/news/world' });
    expect(post.statusCode).toBe(404);
  });
});

describe('serving a web build with a server renderer (WEB_DIST/.ssr)', () => {
  let t: TestApp;
  let dist: string;
  // A renderer module as the web build writes it (apps/web/src/ssr/entry-server.ts), in plain
  // JavaScript: the server imports it from the build folder at start-up.
  const rendererSource = `
    import { Readable } from 'node:stream';
    export function createPageRenderer(options) {
      return {
        async render(url) {
          const known = url === '/' || url.startsWith('/article/');
          const body = known ? 'A page. '.repeat(400) : 'Page not found';
          return {
            status: known ? 200 : 404,
            cacheable: true,
            html: Readable.from(['<!DOCTYPE html><html><link rel="canonical" href="' + options.publicOrigin + url + '">' + body + '</html>']),
          };
        },
      };
    }`;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-dist-ssr-'));
    await fs.mkdir(path.join(dist, '.ssr'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Shell</title>');
    await fs.writeFile(path.join(dist, '.ssr', 'entry-server.js'), rendererSource);
    if (!pglite) throw new Error('no PGlite backend');
    t = await createTestApp(pglite, {
      env: { WEB_DIST: dist, PUBLIC_ORIGIN: 'https://news.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("answers pages with the build's renderer, compressed for a browser that accepts it", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/article/1' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<link rel="canonical" href="https://news.example/article/1">');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/article/1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('answers HEAD on a page with its status and headers', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });

  it('never serves the renderer or the client-only shell', async () => {
    for (const url of [
      '/.ssr/entry-server.js',
      '/.ssr/',
      '/%2essr/entry-server.js',
      '/index.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('createPageRenderer');
      expect(response.body, url).not.toContain('<title>Shell</title>');
    }
  });

  it('refuses to start on a build whose renderer is not one', async () => {
    // A folder of its own: the module loader keeps what it imported once.
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-dist-bad-'));
    await fs.mkdir(path.join(other, '.ssr'));
    await fs.writeFile(path.join(other, '.ssr', 'entry-server.js'), 'export const nothing = 1;');
    const options = { uniqueKey: 'key', publicOrigin: 'https://news.example' };
    await expect(loadPageRenderer(other, options)).rejects.toThrow(
      /does not export createPageRenderer/,
    );
    await fs.rm(path.join(other, '.ssr'), { recursive: true });
    await expect(loadPageRenderer(other, options)).rejects.toThrow(/has no server renderer/);
    await fs.rm(other, { recursive: true });
  });
});
