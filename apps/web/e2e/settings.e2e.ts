import { SITE_SETTINGS_MESSAGES, type SiteSettings } from '@byline/api-client/contract';
import { SEARCH_TEXTS, SETTINGS_TEXTS } from '@byline/ui/constants';
import { tag } from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { makeImage } from './helpers/images';
import { ADMIN, ensureAdminAccount, json } from './helpers/newsroom';
import { api, backendSession, logInThroughUi, toast } from './helpers/session';
import { expect, test, waitForHydration } from './helpers/test';

/** The brand colour the administrator picks, and what the browser computes for it. */
const BRAND = '#1c5d99';

/**
 * Site settings (docs/adr/0038): an administrator renames a category and changes the brand
 * colour on /settings/site, and reader pages show both at once: no rebuild, no restart. Crime
 * is renamed (no other test reads its name); the settings are put back at the end.
 */
test('an administrator renames a category and changes the brand colour; reader pages show them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await ensureAdminAccount();
  const admin = await backendSession(ADMIN);
  const before = (await api<{ data: SiteSettings }>('/api/Site/settings')).data;
  const run = tag();
  const renamed = `Courts ${run}`;
  const added = { name: `Weather ${run}`, slug: `weather-${run}` };
  try {
    await logInThroughUi(page, ADMIN);
    await page.goto('/settings/site');
    await expect(page.getByRole('heading', { name: SETTINGS_TEXTS.title, level: 1 })).toBeVisible();
    await waitForHydration(page);
    const crime = page.getByRole('textbox', { name: SETTINGS_TEXTS.categoryName('crime') });
    await crime.fill(renamed);
    // A new address for it (the old one moves there), and a new category.
    await page
      .getByRole('textbox', { name: SETTINGS_TEXTS.categorySlug('crime') })
      .fill(`courts-${run}`);
    await page.getByRole('button', { name: SETTINGS_TEXTS.addCategory }).click();
    await page
      .getByRole('textbox', { name: SETTINGS_TEXTS.categoryName('new-1') })
      .fill(added.name);
    await page
      .getByRole('textbox', { name: SETTINGS_TEXTS.categorySlug('new-1') })
      .fill(added.slug);
    const colour = page.getByRole('textbox', { name: SETTINGS_TEXTS.brandColor });
    // An unreadable colour is refused on the page, as the server would refuse it.
    await colour.fill('#ffd43b');
    await expect(page.getByText(SITE_SETTINGS_MESSAGES.unreadableColor('1.43'))).toBeVisible();
    await colour.fill(BRAND);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', { r: 28, g: 93, b: 153 }, { width: 480, height: 120 }),
    });
    await page.getByRole('button', { name: SETTINGS_TEXTS.save }).click();
    await expect(toast(page, SITE_SETTINGS_MESSAGES.saved)).toBeVisible();

    // A reader who never signed in opens the category's page: its new name, the new colour.
    const reader = await browser.newPage();
    const moved = await reader.request.get(`${BASE_URL}/news/crime`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/news/courts-${run}`);
    await reader.goto(`${BASE_URL}/news/crime`);
    await expect(reader).toHaveURL(`${BASE_URL}/news/courts-${run}`);
    await expect(reader.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    // The uploaded logo heads the page, named by the site's name.
    const logo = reader.getByRole('banner').getByRole('img', { name: before.name }).first();
    await expect(logo).toBeVisible();
    expect(await logo.getAttribute('src')).toMatch(/\/media\/site\/[0-9a-f]+\.webp$/);
    const brand = await reader.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-color-crimson-8')
        .trim(),
    );
    expect(brand).toBe(BRAND);
    // Links take it: the anchor colour of the light scheme is the brand colour.
    const anchor = await reader.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-anchor').trim(),
    );
    expect(anchor).toBe(BRAND);
    // The new category has its page.
    await reader.goto(`${BASE_URL}/news/${added.slug}`);
    await expect(reader.getByRole('heading', { name: added.name, level: 1 })).toBeVisible();
    // The search page's category filter names it as the settings do.
    await reader.goto(`${BASE_URL}/search`);
    const filter = reader.getByRole('combobox', { name: SEARCH_TEXTS.category });
    await expect(filter.getByRole('option', { name: renamed, exact: true })).toHaveCount(1);
    await reader.close();
  } finally {
    // As it was, but for the new category, which stays hidden (categories are never deleted).
    const now = (await api<{ data: SiteSettings }>('/api/Site/settings')).data;
    const original = new Map(before.categories.map((category) => [category.id, category]));
    await api(
      '/api/Site/settings',
      json(admin.token, {
        name: before.name,
        description: before.description,
        brand_color: before.brand_color,
        social_links: before.social_links,
        footer_columns: before.footer_columns,
        categories: now.categories.map(({ id, slug, name, nav_label }) => ({
          id,
          ...(original.get(id) ?? { slug, name, nav_label, hidden: true }),
        })),
        remove_logo: true,
      }),
    );
  }
});
