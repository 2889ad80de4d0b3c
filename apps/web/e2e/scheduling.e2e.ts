import { CATEGORY_BY_SLUG, FEED_PATHS, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { AUTHORING_TEXTS, EDITOR_STATE_TEXTS, PUBLISH_AT_TEXTS } from '@byline/ui/constants';
import { chooseCategory, draftTitled, editor, openNewArticle, tag } from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

/**
 * A scheduled article waits for its time, in the real stack. It waits a minute or two for the
 * clock, so the config runs this file first: the other worker runs the rest meanwhile.
 */

test('a scheduled article is nowhere until its time, then everywhere', async ({ page, author }) => {
  test.setTimeout(300_000);
  const title = `Regatta results ${tag()}`;
  const category = CATEGORY_BY_SLUG.sports;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await editor(page).description.fill('Who crossed the line first.');
  await chooseCategory(page, category.name);
  await editor(page).body.click();
  await page.keyboard.type('The blue boat won by a length.');

  await page.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }).check();
  // Two minutes ahead, in the browser's own time zone, to the minute.
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  const goesLive = await page.evaluate((text) => new Date(text).getTime(), local);
  await page.getByLabel(PUBLISH_AT_TEXTS.label).fill(local);
  await page.getByRole('button', { name: EDITOR_STATE_TEXTS.schedule, exact: true }).click();
  await expect(toast(page, SUCCESS_MESSAGES.articleScheduled)).toBeVisible();
  const card = page
    .getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })
    .getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const scheduled = await draftTitled(author.token, title);
  expect(scheduled?.status).toBe('scheduled');
  const articleUrl = `${BASE_URL}/article/${scheduled?.id}`;

  const visibleEverywhere = async () => {
    const [home, categoryPage, feed, article] = await Promise.all([
      page.request.get(`${BASE_URL}/`),
      page.request.get(`${BASE_URL}/news/${category.slug}`),
      page.request.get(`${BASE_URL}${FEED_PATHS.categoryFeed(category.slug)}`),
      page.request.get(articleUrl),
    ]);
    const texts = await Promise.all([home.text(), categoryPage.text(), feed.text()]);
    return [...texts.map((text) => text.includes(title)), article.status() === 200];
  };
  // Before its time: on no page, in no feed, and its URL is not found.
  expect(await visibleEverywhere()).toEqual([false, false, false, false]);
  expect(Date.now()).toBeLessThan(goesLive);
  // After it: everywhere, with nothing but time having passed.
  await page.waitForTimeout(Math.max(0, goesLive - Date.now()) + 1_000);
  await expect.poll(visibleEverywhere, { timeout: 30_000 }).toEqual([true, true, true, true]);
  await page.goto(`/news/${category.slug}`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
