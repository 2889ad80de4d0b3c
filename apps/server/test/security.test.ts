import { endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const [pglite] = testBackends();
const WEB_ORIGIN = 'https://news.example';

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite backend');
    t = await createTestApp(pglite, { env: { WEB_ORIGIN } });
  });
  afterAll(() => t.close());

  it('sends helmet headers on API answers', async () => {
    const response = await t.call({ method: 'GET', url: endpoints.categories.path });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-src https://*.firebaseapp.com');
    expect(policy).toContain('https://www.youtube-nocookie.com https://player.vimeo.com');
    // Images over plain http would let an author follow readers: the policy stores https only.
    expect(policy).toMatch(/img-src 'self' data: https:;/);
    // No page may be framed, whichever header a browser reads.
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('microphone=()');
    expect(permissions).toContain('geolocation=()');
    // The video players' delegated features stay allowed.
    expect(permissions).not.toMatch(/fullscreen|picture-in-picture|encrypted-media/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the web origin, with the unique-key and Authorization headers, in preflight', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: endpoints.saveArticle.path,
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `${UNIQUE_KEY_HEADER}, authorization, content-type`,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      UNIQUE_KEY_HEADER,
    );
  });

  it('gives other origins no CORS grant', async () => {
    const response = await t.call({
      method: 'GET',
      url: endpoints.categories.path,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });
});
