import { CATEGORY_BY_SLUG, REVIEW_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  AUTHORING_TEXTS,
  EDITOR_STATE_TEXTS,
  NOTIFICATION_TEXTS,
  PUBLISH_AT_TEXTS,
  REVIEW_TEXTS,
} from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { chooseCategory, draftTitled, editor, openNewArticle, tag } from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { giveRole, named } from './helpers/newsroom';
import { logInThroughUi, newVerifiedAccount, toast } from './helpers/session';
import { expect, test } from './helpers/test';

/** A draft's card in My Drafts, on the editor's page. */
const draftCard = async (page: Page, title: string) => {
  await page.goto('/new-article');
  await page.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab }).click();
  return page
    .getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })
    .getByRole('article', { name: title });
};

/** The draft opened from the editors' review queue. */
async function openFromQueue(page: Page, title: string) {
  await page.goto('/review');
  await page.getByRole('link', { name: REVIEW_TEXTS.open(title) }).click();
  await expect(editor(page).title).toHaveValue(title);
}

/**
 * Editorial review, whole (docs/adr/0036): a contributor submits, an editor sends the draft back
 * with a note, the contributor fixes it and submits again, the editor schedules it, and at its
 * time readers have it under the contributor's byline.
 */
test('a contributor’s draft is sent back with a note, fixed, scheduled by an editor and published', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const run = tag();
  const writerAccount = await newVerifiedAccount('review-writer');
  const writer = await named(writerAccount, `Review Writer ${run}`);
  await giveRole(writer.userId, 'contributor');
  const editorAccount = await newVerifiedAccount('review-editor');
  const editorSession = await named(editorAccount, `Review Editor ${run}`);
  await giveRole(editorSession.userId, 'editor');
  const title = `Harbour budget ${run}`;

  // The contributor writes and submits: there is no PUBLISH for them.
  await logInThroughUi(page, writerAccount);
  await openNewArticle(page);
  await expect(page.getByRole('button', { name: AUTHORING_TEXTS.publish })).toHaveCount(0);
  await editor(page).title.fill(title);
  await editor(page).description.fill('What the council will spend on the quay.');
  await chooseCategory(page, CATEGORY_BY_SLUG.business.name);
  await editor(page).body.click();
  await page.keyboard.type('The council meets on Monday.');
  await page.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
  await expect(toast(page, REVIEW_MESSAGES.submitted)).toBeVisible();
  await expect(
    (await draftCard(page, title)).getByText(REVIEW_TEXTS.badge.submitted),
  ).toBeVisible();

  // The editor finds it in the queue and sends it back with a note.
  const editorPage = await browser.newPage();
  await logInThroughUi(editorPage, editorAccount);
  await openFromQueue(editorPage, title);
  const note = `Add a quote from the harbour master ${run}`;
  await editorPage.getByRole('textbox', { name: REVIEW_TEXTS.noteLabel }).fill(note);
  await editorPage.getByRole('button', { name: REVIEW_TEXTS.sendBack }).click();
  await expect(toast(editorPage, REVIEW_MESSAGES.sentBack)).toBeVisible();
  await expect(editorPage).toHaveURL(`${BASE_URL}/review`);
  await expect(editorPage.getByText(REVIEW_TEXTS.queueEmpty)).toBeVisible();

  // The contributor is told, sees the note beside the draft, fixes it and submits again.
  await page.goto('/notifications');
  await expect(
    page
      .getByRole('list', { name: NOTIFICATION_TEXTS.listLabel })
      .getByText(NOTIFICATION_TEXTS.changesRequested(title, note)),
  ).toBeVisible();
  const card = await draftCard(page, title);
  await expect(card.getByText(REVIEW_TEXTS.badge.changes_requested)).toBeVisible();
  await card.getByRole('button', { name: AUTHORING_TEXTS.editDraft(title) }).click();
  await expect(page.getByRole('region', { name: REVIEW_TEXTS.notesTitle })).toContainText(note);
  await editor(page).body.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' “We are ready,” said the harbour master.');
  await page.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
  await expect(toast(page, REVIEW_MESSAGES.submitted)).toBeVisible();

  // The editor reads the fix and schedules it for the next minute, as the writer's article.
  await openFromQueue(editorPage, title);
  await expect(editor(editorPage).body).toContainText('said the harbour master');
  await editorPage.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }).check();
  const local = await editorPage.evaluate(() => {
    // The next whole minute at least 20 s ahead (the field is to the minute).
    const at = new Date(Date.now() + 80_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await editorPage.getByLabel(PUBLISH_AT_TEXTS.label).fill(local);
  await editorPage.getByRole('button', { name: REVIEW_TEXTS.approveSchedule }).click();
  await expect(toast(editorPage, SUCCESS_MESSAGES.articleScheduled)).toBeVisible();
  await expect(editorPage).toHaveURL(`${BASE_URL}/review`);
  const scheduled = await draftTitled(writer.token, title);
  expect(scheduled?.status).toBe('scheduled');

  // At its time readers have it, under the contributor's byline.
  await expect
    .poll(async () => (await page.request.get(`${BASE_URL}/article/${scheduled?.id}`)).status(), {
      timeout: 120_000,
      intervals: [5_000],
    })
    .toBe(200);
  await page.goto(`/article/${scheduled?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Review Writer ${run}`).first()).toBeVisible();
  await editorPage.close();
});
