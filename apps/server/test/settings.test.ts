import { Readable } from 'node:stream';
import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  FEED_PATHS,
  ROLE_MESSAGES,
  SERVER_MESSAGES,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
} from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../src/pages/renderer';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';
import { multipartBody } from './helpers/multipart';

/** A stand-in for the web build's renderer: a category page names the slug it was asked for. */
const categoryPages: PageRenderer = {
  inlineScripts: [],
  async render(url) {
    return {
      status: 200,
      cacheable: true,
      html: Readable.from([`<h1>${url}</h1>`]),
      version: url,
      lastModified: null,
    };
  },
};

/** The site's settings on the server (docs/adr/0038): read by anyone, saved by administrators. */
describe.each(testBackends())('site settings on $name', (backend) => {
  let t: TestApp;
  let administrator: { userId: number; token: string };
  let editor: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend, { pageRenderer: categoryPages });
    administrator = await t.createUser('Settings Administrator', 'administrator');
    editor = await t.createUser('Settings Editor', 'editor');
  });
  afterAll(() => t.close());

  const read = async () => {
    const answer = await callEndpoint(t, 'siteSettings', undefined);
    expect(answer.status).toBe(200);
    return answer.body.data as SiteSettings;
  };
  const categoriesAsSaved = (settings: SiteSettings) =>
    settings.categories.map(({ id, slug, name, nav_label, hidden }) => ({
      id,
      slug,
      name,
      nav_label,
      hidden,
    }));
  /** A save as JSON (callEndpoint sends flat fields). */
  const save = async (token: string, body: Record<string, unknown>) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/Site/settings',
      token,
      payload: body,
    });
    return {
      status: response.statusCode,
      body: response.json() as { message: string; data: SiteSettings },
    };
  };

  it('starts with today’s site: its name and the categories in their order', async () => {
    const settings = await read();
    expect(settings).toMatchObject({ name: 'Byline', brand_color: null, footer_columns: null });
    expect(settings.categories.map((category) => category.slug)).toEqual(
      CATEGORIES.map((category) => category.slug),
    );
    expect(settings.categories.find((category) => category.id === 8)?.nav_label).toBe(
      CATEGORY_BY_SLUG.technology.navLabel,
    );
  });

  it('refuses an editor, an unreadable colour and a list that is not the site’s, changing nothing', async () => {
    const before = await read();
    const body = {
      name: 'Harbour Herald',
      description: null,
      brand_color: '#1c5d99',
      social_links: null,
      footer_columns: null,
      categories: categoriesAsSaved(before),
    };
    expect(await save(editor.token, body)).toMatchObject({
      status: 403,
      body: { message: ROLE_MESSAGES.manageSettings },
    });
    const light = await save(administrator.token, { ...body, brand_color: '#ffd43b' });
    expect(light.status).toBe(400);
    expect(light.body.message).toBe(SITE_SETTINGS_MESSAGES.unreadableColor('1.43'));
    expect(
      await save(administrator.token, { ...body, categories: body.categories.slice(1) }),
    ).toMatchObject({ status: 400, body: { message: SITE_SETTINGS_MESSAGES.categoriesMismatch } });
    expect(
      (
        await save(administrator.token, {
          ...body,
          social_links: [{ label: 'Us', url: 'javascript:alert(1)' }],
        })
      ).status,
    ).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('saves a name, a colour, links and renamed, reordered and hidden categories', async () => {
    const before = await read();
    const [first, ...rest] = categoriesAsSaved(before);
    const business = rest.find((category) => category.id === 3);
    if (!first || !business) throw new Error('the seeded categories are missing');
    const reordered = [
      { ...business, name: 'Trade', nav_label: 'Trade' },
      first,
      ...rest
        .filter((category) => category.id !== 3)
        .map((category) => (category.id === 9 ? { ...category, hidden: true } : category)),
    ];
    const saved = await save(administrator.token, {
      name: '  Harbour Herald ',
      description: 'News from the quay.',
      brand_color: '#1C5D99',
      social_links: [
        { label: 'Harbour Herald on Mastodon', url: 'https://mastodon.example/@herald' },
      ],
      footer_columns: [{ title: 'About', links: [{ label: 'Trade', url: '/news/business' }] }],
      categories: reordered,
    });
    expect(saved).toMatchObject({ status: 200, body: { message: SITE_SETTINGS_MESSAGES.saved } });
    const after = await read();
    expect(after).toMatchObject({
      name: 'Harbour Herald',
      description: 'News from the quay.',
      brand_color: '#1c5d99',
      version: before.version + 1,
    });
    expect(after.categories[0]).toMatchObject({ id: 3, slug: 'business', name: 'Trade' });
    expect(after.categories.find((category) => category.id === 9)?.hidden).toBe(true);

    // Lists name the category as it is called now.
    const newsId = await saveArticle(t, administrator.token, { title: 'Quay tolls', category: 3 });
    const list = await callEndpoint(t, 'newsList', undefined, { category_id: 3 });
    expect(
      (list.body.data as { id: number; category_name: string }[]).find((item) => item.id === newsId)
        ?.category_name,
    ).toBe('Trade');
  });
  it('takes a logo checked by its bytes, kept small, served, and removed back to the wordmark', async () => {
    const upload = async (token: string, bytes: Buffer, contentType = 'image/png') => {
      const { payload, headers } = multipartBody({}, [
        { field: 'logo', filename: 'logo.png', contentType, bytes },
      ]);
      const response = await t.call({
        method: 'POST',
        url: '/api/Site/logo',
        token,
        payload,
        headers,
      });
      return {
        status: response.statusCode,
        body: response.json() as { message: string; data: SiteSettings },
      };
    };
    expect((await upload(editor.token, await sampleImage('png', 1200, 400))).status).toBe(403);
    const text = await upload(administrator.token, Buffer.from('not a picture'), 'image/png');
    expect(text).toMatchObject({ status: 400, body: { message: SERVER_MESSAGES.invalidImage } });
    const saved = await upload(administrator.token, await sampleImage('png', 1200, 400));
    expect(saved).toMatchObject({
      status: 200,
      body: { message: SITE_SETTINGS_MESSAGES.logoSaved },
    });
    const logo = saved.body.data.logo_url ?? '';
    expect(logo).toMatch(/^site\/[0-9a-f]+\.webp$/);
    expect((await t.call({ method: 'GET', url: `/media/${logo}` })).statusCode).toBe(200);
    expect((await read()).logo_url).toBe(logo);

    const settings = await read();
    const removed = await save(administrator.token, {
      name: settings.name,
      description: settings.description,
      brand_color: settings.brand_color,
      social_links: settings.social_links,
      footer_columns: settings.footer_columns,
      categories: categoriesAsSaved(settings),
      remove_logo: true,
    });
    expect(removed.status).toBe(200);
    expect((await read()).logo_url).toBeNull();
  });
  it('adds a category and moves one: its old address moves (301), the new one takes articles', async () => {
    const before = await read();
    const saved = await save(administrator.token, {
      name: before.name,
      description: before.description,
      brand_color: before.brand_color,
      social_links: before.social_links,
      footer_columns: before.footer_columns,
      categories: [
        ...categoriesAsSaved(before).map((category) =>
          category.id === 10 ? { ...category, slug: 'courts', name: 'Courts' } : category,
        ),
        { slug: 'weather', name: 'Weather', nav_label: 'Weather', hidden: false },
      ],
    });
    expect(saved.status).toBe(200);
    const after = await read();
    const weather = after.categories.find((category) => category.slug === 'weather');
    expect(weather?.id).toBe(Math.max(...before.categories.map((category) => category.id)) + 1);
    expect(after.categories.find((category) => category.id === 10)?.slug).toBe('courts');

    const moved = await t.call({ method: 'GET', url: '/news/crime?q=harbour' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/news/courts?q=harbour');
    expect((await t.call({ method: 'GET', url: '/news/courts' })).statusCode).toBe(200);

    // An article in the new category, listed and in its feed.
    const newsId = await saveArticle(t, administrator.token, {
      title: 'Storm warning',
      category: weather?.id ?? 0,
    });
    const list = await callEndpoint(t, 'newsList', undefined, { category_id: weather?.id ?? 0 });
    expect((list.body.data as { id: number; category_name: string }[])[0]).toMatchObject({
      id: newsId,
      category_name: 'Weather',
    });
    const feed = await t.call({ method: 'GET', url: FEED_PATHS.categoryFeed('weather') });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Storm warning');

    // Two categories cannot share an address; an address of the wrong shape is refused.
    const clash = await save(administrator.token, {
      ...after,
      categories: [
        ...categoriesAsSaved(after),
        { slug: 'weather', name: 'More weather', nav_label: null, hidden: false },
      ],
    });
    expect(clash).toMatchObject({
      status: 400,
      body: { message: SITE_SETTINGS_MESSAGES.slugTaken('weather') },
    });
  });
});
