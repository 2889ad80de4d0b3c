import { randomUUID } from 'node:crypto';
import {
  CATEGORY_BY_SLUG,
  FEED_PATHS,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import {
  AUTHORING_TEXTS,
  AUTOSAVE_TEXTS,
  EDITOR_STATE_TEXTS,
  HISTORY_TEXTS,
  PREVIEW_TEXTS,
  PUBLISH_AT_TEXTS,
  READER_TEXTS,
  SCREEN_TEXTS,
} from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { BASE_URL } from './helpers/env';
import { api, authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Writing never loses a word (docs/product.md#autosave-and-the-copy-on-this-device), and a scheduled article waits for its time. In the real
 * stack: the browser, the server and its database.
 */

const tag = () => randomUUID().slice(0, 6);

test.describe.configure({ mode: 'serial' });

function editor(page: Page) {
  return {
    title: page.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel, exact: true }),
    description: page.getByRole('textbox', { name: AUTHORING_TEXTS.descriptionLabel, exact: true }),
    category: page.getByRole('combobox', { name: AUTHORING_TEXTS.categoryLabel, exact: true }),
    body: page.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel }),
    saveDraft: page.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft, exact: true }),
  };
}

async function openNewArticle(page: Page) {
  await page.goto('/new-article');
  await expect(page.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading })).toBeVisible();
  await expect(editor(page).body).toBeVisible();
}

async function chooseCategory(page: Page, name: string) {
  await editor(page).category.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(editor(page).category).toHaveValue(name);
}

/** Waits until the status line says the server has it ("Saved at 15:04"). */
async function expectSaved(page: Page) {
  const savedAt = new RegExp(`^${EDITOR_STATE_TEXTS.savedAt('')}`);
  await expect(page.getByText(savedAt)).toBeVisible({ timeout: 15_000 });
}

interface DraftRow {
  id: number;
  title: string;
  content: string;
  version: number;
  status: string;
}

async function drafts(token: string): Promise<DraftRow[]> {
  const body = await api<{ data: DraftRow[] }>('/api/News/draftNewsList', { token });
  return body.data;
}

async function draftTitled(token: string, title: string): Promise<DraftRow | undefined> {
  return (await drafts(token)).find((draft) => draft.title === title);
}

async function openDraftForEditing(page: Page, title: string) {
  await page.goto('/new-article');
  await page.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab }).click();
  await page
    .getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })
    .getByRole('article', { name: title })
    .getByRole('button', { name: AUTHORING_TEXTS.editDraft(title) })
    .click();
  await expect(editor(page).title).toHaveValue(title);
}

test('0. leaving while the text is not saved asks first: a header link, Back and Forward', async ({
  page,
}) => {
  const title = `Not yet saved ${tag()}`;
  await openNewArticle(page);
  // No category: the server cannot take it yet, so it is on this device only.
  await editor(page).title.fill(title);
  const sports = CATEGORY_BY_SLUG.sports;
  const header = page.getByRole('navigation', { name: READER_TEXTS.categoriesNav });
  const sportsLink = header.getByRole('link', { name: sports.name, exact: true });
  const question = page.getByRole('dialog', { name: AUTOSAVE_TEXTS.leaveTitle });

  await sportsLink.click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: AUTOSAVE_TEXTS.stay, exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(`${BASE_URL}/new-article`);
  await expect(editor(page).title).toHaveValue(title);

  // Leaving anyway goes.
  await sportsLink.click();
  await question.getByRole('button', { name: AUTOSAVE_TEXTS.leave, exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/news/${sports.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: sports.name })).toBeVisible();

  // Back to the editor: the text is offered back from the device.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/new-article`);
  await page.getByRole('button', { name: EDITOR_STATE_TEXTS.restoreDeviceCopy }).click();
  await expect(editor(page).title).toHaveValue(title);

  // Forward (a history move inside the app) asks too, and staying keeps the page.
  await page.goForward();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: AUTOSAVE_TEXTS.stay, exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/new-article`);
  await expect(editor(page).title).toHaveValue(title);
});

test('1. a page closed mid-sentence loses nothing: the editor offers the text back', async ({
  page,
  context,
  author,
}) => {
  const title = `Tide tables ${tag()}`;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
  await editor(page).body.click();
  await page.keyboard.type('The tide turned at half past');
  // Closed before the autosave's pause is over.
  await page.close();

  const again = await context.newPage();
  await openNewArticle(again);
  await expect(again.getByText(EDITOR_STATE_TEXTS.deviceCopyTitle)).toBeVisible();
  await again.getByRole('button', { name: EDITOR_STATE_TEXTS.restoreDeviceCopy }).click();
  await expect(editor(again).title).toHaveValue(title);
  await expect(editor(again).body).toContainText('The tide turned at half past');
  // Brought back, it goes on to the server.
  await editor(again).body.click();
  await again.keyboard.press('End');
  await again.keyboard.type(' six.');
  await expectSaved(again);
  await expect
    .poll(async () => (await draftTitled(author.token, title))?.content ?? '')
    .toContain('The tide turned at half past six.');
});

test('2. offline, the text stays on the device and saves when the connection is back', async ({
  page,
  context,
  author,
}) => {
  const title = `Night ferry ${tag()}`;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
  await editor(page).body.click();
  await page.keyboard.type('The last ferry leaves at midnight.');
  await expectSaved(page);

  await context.setOffline(true);
  await page.keyboard.type(' It waits for nobody.');
  await expect(page.getByText(EDITOR_STATE_TEXTS.offline)).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await expectSaved(page);
  await expect
    .poll(async () => (await draftTitled(author.token, title))?.content ?? '')
    .toContain('It waits for nobody.');
});

test('3. two tabs edit one draft: the second save meets the choice, and nothing is lost', async ({
  page,
  context,
  author,
}) => {
  const title = `Harbour council ${tag()}`;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
  await editor(page).body.click();
  await page.keyboard.type('The council met.');
  await editor(page).saveDraft.click();
  await expect(toast(page, SUCCESS_MESSAGES.articleSavedAsDraft)).toBeVisible();

  const first = page;
  const second = await context.newPage();
  await openDraftForEditing(first, title);
  await openDraftForEditing(second, title);

  await editor(first).body.click();
  await first.keyboard.press('End');
  await first.keyboard.type(' First tab.');
  await expectSaved(first);

  await editor(second).body.click();
  await second.keyboard.press('End');
  await second.keyboard.type(' Second tab.');
  const conflict = second.getByRole('alert').filter({ hasText: SERVER_MESSAGES.draftConflict });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await conflict.getByRole('button', { name: EDITOR_STATE_TEXTS.keepMine }).click();
  await expectSaved(second);

  const stored = await draftTitled(author.token, title);
  expect(stored?.content).toContain('Second tab.');
  // The first tab's text is kept among the revisions.
  const revisions = await api<{ data: Array<{ id: number }> }>(
    `/api/News/revisions?news_id=${stored?.id}`,
    { token: author.token },
  );
  const texts = await Promise.all(
    revisions.data.map(async ({ id }) => {
      const body = await api<{ data: { content: string } }>(
        `/api/News/revision?revision_id=${id}`,
        {
          token: author.token,
        },
      );
      return body.data.content;
    }),
  );
  expect(texts.some((text) => text.includes('First tab.'))).toBe(true);

  // The first tab now meets the second's save, and loads the newer text.
  await first.bringToFront();
  await editor(first).body.click();
  await first.keyboard.press('End');
  await first.keyboard.type(' First again.');
  const firstConflict = first.getByRole('alert').filter({ hasText: SERVER_MESSAGES.draftConflict });
  await expect(firstConflict).toBeVisible({ timeout: 15_000 });
  await firstConflict.getByRole('button', { name: EDITOR_STATE_TEXTS.loadNewer }).click();
  await expect(editor(first).body).toContainText('Second tab.');
  await expect(firstConflict).toHaveCount(0);
  // Its own text stays on the device: offered back on a new article.
  await openNewArticle(first);
  await first.getByRole('button', { name: EDITOR_STATE_TEXTS.restoreDeviceCopy }).click();
  await expect(editor(first).body).toContainText('First again.');
});

test('4. an older revision is restored from the history', async ({ page, author }) => {
  const title = `Lighthouse keeper ${tag()}`;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
  await editor(page).body.click();
  await page.keyboard.type('The first version.');
  await editor(page).saveDraft.click();
  await expect(toast(page, SUCCESS_MESSAGES.articleSavedAsDraft)).toBeVisible();

  await openDraftForEditing(page, title);
  await editor(page).body.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('The second version.');
  await editor(page).saveDraft.click();
  await expect(toast(page, SUCCESS_MESSAGES.draftUpdated)).toBeVisible();

  await openDraftForEditing(page, title);
  await expect(editor(page).body).toContainText('The second version.');
  // The preview is the reader's article page.
  await page.getByRole('button', { name: EDITOR_STATE_TEXTS.preview, exact: true }).click();
  const preview = page.getByRole('dialog', { name: PREVIEW_TEXTS.title });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('The second version.')).toBeVisible();
  await preview.getByRole('button', { name: PREVIEW_TEXTS.close }).click();
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: EDITOR_STATE_TEXTS.history, exact: true }).click();
  const history = page.getByRole('dialog', { name: HISTORY_TEXTS.title });
  const list = history.getByRole('list', { name: HISTORY_TEXTS.list });
  // Newest first: the first manual save is the last one kept as "Saved".
  await list
    .getByRole('button', { name: new RegExp(`^${HISTORY_TEXTS.kind.save}\\b`) })
    .last()
    .click();
  await expect(history.getByText('The first version.')).toBeVisible();
  await history.getByRole('button', { name: HISTORY_TEXTS.restore }).click();
  await page.getByRole('button', { name: HISTORY_TEXTS.confirmRestore, exact: true }).click();
  await expect(toast(page, SUCCESS_MESSAGES.revisionRestored)).toBeVisible();
  await expect(editor(page).body).toContainText('The first version.');
  await expect
    .poll(async () => (await draftTitled(author.token, title))?.content ?? '')
    .toContain('The first version.');
});

test('5. a scheduled article is nowhere until its time, then everywhere', async ({
  page,
  author,
}) => {
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
