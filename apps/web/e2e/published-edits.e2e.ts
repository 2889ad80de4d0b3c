import {
  CATEGORY_BY_SLUG,
  editArticlePath,
  PAGE_PATHS,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import {
  ARTICLE_STATE_TEXTS,
  EDITOR_STATE_TEXTS,
  PUBLISHED_EDIT_TEXTS,
  READER_TEXTS,
} from '@byline/ui/constants';
import type { Browser, Page } from '@playwright/test';
import { chooseCategory, editor, expectSaved, openNewArticle, tag } from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { publish } from './helpers/reader';
import { authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

/**
 * A published article is not final (docs/adr/0024): its author edits it while readers keep the
 * published text until UPDATE, unpublishes it (404) or deletes it (410). In the real stack.
 */

test.describe.configure({ mode: 'serial' });

/** A reader's page in a browser of its own (no session), as every reader gets it. */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return context.newPage();
}

const headline = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true });

test('an author edits a published article; readers see the change only after Update', async ({
  page,
  browser,
  author,
}) => {
  const title = `Harbour plan ${tag()}`;
  const newTitle = `${title}, revised`;
  const id = await publish(author.token, {
    title,
    category: CATEGORY_BY_SLUG.world.name,
    content: '<p>The council approved the harbour plan.</p>',
  });
  const reader = await readerPage(browser);
  await reader.goto(PAGE_PATHS.article(id));
  await expect(headline(reader, title)).toBeVisible();
  await expect(reader.getByText(new RegExp(`· ${ARTICLE_STATE_TEXTS.updated} `))).toHaveCount(0);

  // From the author's own article page: Edit opens the editor at the article's address.
  await page.goto(PAGE_PATHS.article(id));
  await page.getByRole('link', { name: PUBLISHED_EDIT_TEXTS.edit }).click();
  await expect(page).toHaveURL(`${BASE_URL}${editArticlePath(id)}`);
  await expect(page.getByRole('heading', { name: PUBLISHED_EDIT_TEXTS.editHeading })).toBeVisible();
  await expect(editor(page).title).toHaveValue(title);

  // Autosaved: the server has it, readers do not see it.
  await editor(page).title.fill(newTitle);
  await editor(page).body.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Work starts in May.');
  await expectSaved(page);
  await reader.reload();
  await expect(headline(reader, title)).toBeVisible();
  await expect(reader.getByText('Work starts in May.')).toHaveCount(0);

  // A reload of the editor's address opens the same article with the saved text, offering no
  // device copy (the server has it).
  await page.reload();
  await expect(editor(page).title).toHaveValue(newTitle);
  await expect(page.getByText(PUBLISHED_EDIT_TEXTS.pendingNotice)).toBeVisible();
  await expect(page.getByText(EDITOR_STATE_TEXTS.deviceCopyTitle)).toHaveCount(0);

  // Update: readers see the new text and that it was updated.
  await page.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.update, exact: true }).click();
  await expect(toast(page, SUCCESS_MESSAGES.articleUpdated)).toBeVisible();
  await reader.reload();
  await expect(headline(reader, newTitle)).toBeVisible();
  await expect(reader.getByText('Work starts in May.')).toBeVisible();
  await expect(reader.getByText(new RegExp(`· ${ARTICLE_STATE_TEXTS.updated} `))).toBeVisible();
  await reader.context().close();
});

test('unpublished, an article answers 404; deleted, 410 with a page that says so', async ({
  page,
  browser,
  author,
}) => {
  const title = `Ferry timetable ${tag()}`;
  const id = await publish(author.token, { title, category: CATEGORY_BY_SLUG.world.name });

  await page.goto(PAGE_PATHS.article(id));
  await page.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.unpublish }).click();
  const question = page.getByRole('dialog', { name: PUBLISHED_EDIT_TEXTS.unpublishTitle });
  await question.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.unpublish }).click();
  await expect(toast(page, SUCCESS_MESSAGES.articleUnpublished)).toBeVisible();
  // Back in the editor as a draft.
  await expect(page).toHaveURL(`${BASE_URL}${editArticlePath(id)}`);
  await expect(editor(page).title).toHaveValue(title);

  const reader = await readerPage(browser);
  const unpublished = await reader.goto(PAGE_PATHS.article(id));
  expect(unpublished?.status()).toBe(404);
  await expect(headline(reader, READER_TEXTS.articleNotFoundTitle)).toBeVisible();

  // Published again, then deleted from its page (asked first).
  const second = await publish(author.token, {
    title: `${title} again`,
    category: CATEGORY_BY_SLUG.world.name,
  });
  await page.goto(PAGE_PATHS.article(second));
  await page.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }).click();
  const confirm = page.getByRole('dialog', { name: PUBLISHED_EDIT_TEXTS.deleteTitle });
  await expect(confirm).toContainText(PUBLISHED_EDIT_TEXTS.deleteMessage);
  await confirm.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm }).click();
  await expect(toast(page, SUCCESS_MESSAGES.articleDeleted)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}${PAGE_PATHS.profile}`);

  const deleted = await reader.goto(PAGE_PATHS.article(second));
  expect(deleted?.status()).toBe(410);
  await expect(headline(reader, ARTICLE_STATE_TEXTS.removedTitle)).toBeVisible();
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await reader.context().close();
});

test('a reload of /new-article?draft=<id> opens that draft, with no device copy offered', async ({
  page,
}) => {
  const title = `Night ferry ${tag()}`;
  await openNewArticle(page);
  await editor(page).title.fill(title);
  await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
  await editor(page).body.click();
  await page.keyboard.type('The last boat leaves at midnight.');
  await expectSaved(page);
  // The first save named the draft in the address.
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.newArticle}\\?draft=\\d+$`));
  const address = page.url();

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(editor(page).title).toHaveValue(title);
  await expect(editor(page).body).toContainText('The last boat leaves at midnight.');
  await expect(page.getByText(EDITOR_STATE_TEXTS.deviceCopyTitle)).toHaveCount(0);

  // A shared link (another tab) opens the same draft.
  const other = await page.context().newPage();
  await other.goto(address);
  await expect(editor(other).title).toHaveValue(title);
  await expect(other.getByText(EDITOR_STATE_TEXTS.deviceCopyTitle)).toHaveCount(0);
});
