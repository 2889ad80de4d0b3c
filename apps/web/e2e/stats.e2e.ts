import { CATEGORY_BY_SLUG, endpoints, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { READER_TEXTS, REWARD_TEXTS, STATS_TEXTS } from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { BASE_URL } from './helpers/env';
import { followButton, publish } from './helpers/reader';
import {
  api,
  type Credentials,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
  toast,
} from './helpers/session';
import { expect, test } from './helpers/test';

const REWARD = 10;

/** Logs a new account in through the form and names it (names are public). */
async function signUpAs(page: Page, credentials: Credentials, name: string) {
  await logInThroughUi(page, credentials);
  const { token, userId } = await storedSession(page);
  if (!token || !userId) throw new Error(`${name} has no session after logging in`);
  const form = new FormData();
  form.set('full_name', name);
  form.set('author_bio', '');
  await api('/api/User/updateProfile', { method: 'POST', body: form, token });
  return { page, name, token, userId: Number(userId) };
}

/** The beacon the article page sent for an event, once it was answered. */
const beaconSent = (page: Page, event: 'view' | 'read') =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(endpoints.statsBeacon.path) &&
      response.request().postDataJSON()?.event === event,
  );

test('stats: a reader comes from a search engine, reads to the end, follows and rewards; the author sees it all on the Stats pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const contextB = await browser.newContext({ baseURL: BASE_URL });
  const pageB = await contextB.newPage();
  const author = await signUpAs(
    pageB,
    await newVerifiedAccount('stats-author'),
    `Sam Stats ${run}`,
  );
  const title = `Tide tables change for the winter ${run}`;
  const newsId = await publish(author.token, {
    title,
    category: CATEGORY_BY_SLUG.business.name,
    content: `<p>${'The harbour master explains. '.repeat(40)}</p>`,
  });

  const reader = await signUpAs(
    page,
    await newVerifiedAccount('stats-reader'),
    `Rae Reader ${run}`,
  );
  // The reader arrives from a search engine: the page's view counts with where it came from.
  const viewed = beaconSent(page, 'view');
  await page.goto(`/article/${newsId}`, { referer: 'https://www.google.com/search?q=tides' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await viewed;
  // ...and reads to the end of the text.
  const read = beaconSent(page, 'read');
  await page.locator('[data-article-body]').evaluate((body) => body.scrollIntoView(false));
  await page.mouse.wheel(0, 4000);
  expect((await (await read).json()).data).toEqual({ counted: true });

  // Follows the author and rewards them.
  const follow = followButton(page, author.name);
  await follow.click();
  await expect(toast(page, SUCCESS_MESSAGES.followed)).toBeVisible();
  await page.getByRole('button', { name: READER_TEXTS.rewardAuthor }).click();
  const dialog = page.getByRole('dialog', { name: REWARD_TEXTS.title(author.name) });
  await dialog.getByRole('button', { name: REWARD_TEXTS.preset(REWARD) }).click();
  await dialog.getByRole('button', { name: REWARD_TEXTS.send }).click();
  await expect(toast(page, SUCCESS_MESSAGES.rewardSent(REWARD))).toBeVisible();
  expect(reader.userId).not.toBe(author.userId);

  // The author goes from their profile to Stats.
  await pageB.goto('/profile');
  await pageB.getByRole('link', { name: STATS_TEXTS.link, exact: true }).click();
  await expect(pageB).toHaveURL(`${BASE_URL}/stats`);
  const views = pageB.getByRole('region', { name: STATS_TEXTS.viewsTitle });
  await expect(views.getByText(STATS_TEXTS.views(1), { exact: true })).toBeVisible();
  await expect(views.getByText(STATS_TEXTS.viewsSummary(1, 1, 30))).toBeVisible();
  const followers = pageB.getByRole('region', { name: STATS_TEXTS.followersTitle });
  await expect(followers.getByText(STATS_TEXTS.growthSummary(1, 1, 30))).toBeVisible();
  const coins = pageB.getByRole('region', { name: STATS_TEXTS.coinsTitle });
  await expect(coins.getByText(STATS_TEXTS.growthSummary(REWARD, REWARD, 30))).toBeVisible();
  const table = pageB.getByRole('region', { name: STATS_TEXTS.articlesTitle });
  const row = table.getByRole('row').filter({ hasText: title });
  // Views, reads, read ratio, comments, coins.
  await expect(row.getByRole('cell')).toHaveText([/./, '1', '1', '100%', '0', String(REWARD)]);

  // One article's page: where the reader came from, and on what.
  await row.getByRole('link', { name: title }).click();
  await expect(pageB).toHaveURL(`${BASE_URL}/stats/article/${newsId}`);
  const sources = pageB.getByRole('region', { name: STATS_TEXTS.sourcesTitle });
  await expect(
    sources.getByRole('row').filter({ hasText: `${STATS_TEXTS.source.search}: google.com` }),
  ).toContainText('100%');
  const devices = pageB.getByRole('region', { name: STATS_TEXTS.devicesTitle });
  await expect(
    devices.getByRole('row').filter({ hasText: STATS_TEXTS.device.desktop }),
  ).toBeVisible();

  // Another author's stats are not theirs to see.
  await expect(
    api(`${endpoints.authorStats.path}?user_id=${author.userId}`, { token: reader.token }),
  ).rejects.toThrow(/: 403 /);
  await contextB.close();
});
