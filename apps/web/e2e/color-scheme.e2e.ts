import { COLOR_SCHEME_TEXTS } from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { COLOR_SCHEME_STORAGE_KEY } from '../src/colorScheme/colorSchemeScript';
import { expect, test } from './helpers/test';

/** Mantine's dark body colour (dark 7), as the browser computes it. */
const DARK_BODY = 'rgb(36, 36, 36)';
const LIGHT_BODY = 'rgb(255, 255, 255)';

/** Console lines in which the browser reports a script the Content-Security-Policy refused. */
const watchCspRefusals = (page: Page) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
};

/** The relative luminance (0 black, 1 white) of a computed `rgb(…)` colour. */
const relativeLuminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test.describe('on a system set to light, without JavaScript', () => {
  test.use({ colorScheme: 'light', javaScriptEnabled: false });

  test('a server-rendered page paints light', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/news/world', { waitUntil: 'load' });
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BODY);
  });
});

test.describe('on a system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a server-rendered page is dark before the app’s code runs, its head script allowed by the CSP', async ({
    context,
  }) => {
    // A page of the context, not the test's `page`, whose navigations wait for the app.
    const page = await context.newPage();
    const refusals = watchCspRefusals(page);
    // No app code at all: only the head's inline script can make the page dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    const response = await page.goto('/', { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BODY);
    expect(refusals).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a server-rendered page paints dark, its cards and header too', async ({ context }) => {
      const page = await context.newPage();
      await page.goto('/news/world', { waitUntil: 'load' });
      await expect(page.locator('body')).toHaveCSS('background-color', DARK_BODY);
      // Text in the dark scheme's light grey, not the light scheme's black.
      await expect(page.locator('body')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
      const headline = page.getByRole('heading', { level: 1 }).first();
      const color = await headline.evaluate((element) => getComputedStyle(element).color);
      expect(relativeLuminance(color)).toBeGreaterThan(0.5);
    });
  });

  test('the header’s Dark mode toggle turns the site light, and the choice survives a reload', async ({
    page,
    context,
  }) => {
    const refusals = watchCspRefusals(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: COLOR_SCHEME_TEXTS.darkMode });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BODY);
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_STORAGE_KEY)).toBe(
      'light',
    );

    // The next page opens light from its first paint (before any app code), against the system.
    const next = await context.newPage();
    const nextRefusals = watchCspRefusals(next);
    await next.route('**/assets/*.js', (route) => route.abort());
    await next.goto('/news/world', { waitUntil: 'load' });
    await expect(next.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(next.locator('body')).toHaveCSS('background-color', LIGHT_BODY);
    expect([...refusals, ...nextRefusals]).toEqual([]);
  });
});
