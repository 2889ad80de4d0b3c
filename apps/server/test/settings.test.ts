import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  ROLE_MESSAGES,
  SERVER_MESSAGES,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
} from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';
import { multipartBody } from './helpers/multipart';

/** The site's settings on the server (docs/adr/0038): read by anyone, saved by administrators. */
describe.each(testBackends())('site settings on $name', (backend) => {
  let t: TestApp;
  let administrator: { userId: number; token: string };
  let editor: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
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
});
