import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { BASE_URL } from './helpers/env';
import { api, authorTest as test } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Hostile HTML stored as an article's body through the real API, as any client could send it.
 * Each attack sets a global flag and opens a dialog if it ever runs.
 */
const HOSTILE_BODY = [
  '<p>Benign opening paragraph.</p>',
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
  '<p><a id="js-link" href="javascript:window.__pwned=\'link\';alert(\'link\')">Harmless-looking link</a></p>',
  '<p onmouseover="window.__pwned = \'hover\'">Hover over me</p>',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<p>Closing paragraph.</p>',
].join('');

test('9. an article carrying hostile HTML runs no script on its page', async ({ page, author }) => {
  const title = `Hostile markup ${Date.now()}`;
  const categories = await api<{ data: { id: number; name: string }[] }>('/api/News/categoryList');
  const technology = categories.data.find(
    (category) => category.name === CATEGORY_BY_SLUG.technology.name,
  );
  const form = new FormData();
  form.set('title', title);
  form.set('keywords', JSON.stringify(['security']));
  form.set('creator', JSON.stringify([]));
  form.set('description', 'An article whose body tries to run script.');
  form.set('content', HOSTILE_BODY);
  form.set('video_url', '');
  form.set('category', String(technology?.id));
  const saved = await api<{ status: number; data: { news_id: number; status: string } }>(
    '/api/News/addNews',
    { method: 'POST', body: form, token: author.token },
  );
  expect(saved.data.status).toBe('published');
  const newsId = saved.data.news_id;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned: string | null }).__pwned = null;
  });

  await page.goto(`/article/${newsId}`);
  const headline = page.getByRole('heading', { level: 1, name: title });
  await expect(headline).toBeVisible();
  const article = page.getByRole('article').filter({ has: headline });
  await expect(article.getByText('Benign opening paragraph.')).toBeVisible();
  await expect(article.getByText('Closing paragraph.')).toBeVisible();

  // Give any injected handler its chance: images fail to load, the pointer passes over the text.
  await page.waitForLoadState('networkidle');
  const hover = article.getByText('Hover over me');
  if (await hover.count()) await hover.hover();
  const link = article.getByRole('link', { name: 'Harmless-looking link' });
  if (await link.count()) await expect(link).not.toHaveAttribute('href', /^\s*javascript:/i);

  // Nothing ran, and the article's DOM carries no script, handler or script URL.
  expect(await page.evaluate(() => (window as unknown as { __pwned: unknown }).__pwned)).toBe(null);
  expect(dialogs).toEqual([]);
  const body = article.locator('div').filter({ hasText: 'Benign opening paragraph.' }).last();
  const found = await body.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      scripts: root.querySelectorAll('script, iframe, object, embed').length,
      handlers: elements.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}@${a.name}`),
      ),
      scriptUrls: elements.flatMap((el) =>
        [...el.attributes]
          .filter((a) => /^\s*(javascript|vbscript|data:text\/html)/i.test(a.value))
          .map((a) => `${el.tagName}@${a.name}`),
      ),
    };
  });
  expect(found).toEqual({ scripts: 0, handlers: [], scriptUrls: [] });
  await expect(page).toHaveURL(`${BASE_URL}/article/${newsId}`);
});

test('the served build names no source map, and none can be fetched', async () => {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await fetch(`${BASE_URL}${script}`)).text();
    expect(code).not.toMatch(/[#@] sourceMappingURL=/);
    const map = await fetch(`${BASE_URL}${script}.map`);
    expect({ url: `${script}.map`, status: map.status }).toEqual({
      url: `${script}.map`,
      status: 404,
    });
    expect(await map.text()).not.toContain('"sources"');
  }
});
