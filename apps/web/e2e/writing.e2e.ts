import { CATEGORY_BY_SLUG, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  AUTOSAVE_TEXTS,
  EDITOR_STATE_TEXTS,
  HISTORY_TEXTS,
  PREVIEW_TEXTS,
  READER_TEXTS,
} from '@byline/ui/constants';
import {
  chooseCategory,
  draftTitled,
  editor,
  expectSaved,
  openDraftForEditing,
  openNewArticle,
  tag,
} from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { api, authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Writing never loses a word (docs/product.md#autosave-and-the-copy-on-this-device). In the real
 * stack: the browser, the server and its database. (A scheduled article: scheduling.e2e.ts.)
 */

test.describe.configure({ mode: 'serial' });

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
