import { CATEGORY_BY_SLUG, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  NOTIFICATION_TEXTS,
  REACTION_TEXTS,
  READER_TEXTS,
  THREAD_TEXTS,
} from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { BASE_URL } from './helpers/env';
import { named } from './helpers/newsroom';
import { publish } from './helpers/reader';
import { api, logInThroughUi, newVerifiedAccount, storedSession, toast } from './helpers/session';
import { expect, test, waitForHydration } from './helpers/test';

const bell = (page: Page, unread: number) =>
  page.getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(unread), exact: true }).first();

const likeButton = (page: Page, count: number) =>
  page
    .getByRole('group', { name: REACTION_TEXTS.article })
    .getByRole('button', { name: REACTION_TEXTS.named(REACTION_TEXTS.like, count), exact: true });

test('conversation: a reply threads under the comment and tells its writer; a reaction counts once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);

  // Asha writes an article and comments on it (through the API: her part is not the subject).
  const ashaAccount = await newVerifiedAccount('asha');
  const ashaName = `Asha Writer ${run}`;
  const asha = await named(ashaAccount, ashaName);
  const title = `Tide gauges go live along the estuary ${run}`;
  const newsId = await publish(asha.token, { title, category: CATEGORY_BY_SLUG.world.name });
  const commentText = `Will the readings be public? ${run}`;
  await api('/api/Comment/add', {
    method: 'POST',
    token: asha.token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ news_id: newsId, text: commentText }),
  });

  // Rui, another reader, replies to her comment on the article page.
  await logInThroughUi(page, await newVerifiedAccount('rui'));
  const rui = await storedSession(page);
  if (!rui.token) throw new Error('Rui has no session');
  const ruiName = `Rui Reader ${run}`;
  const form = new FormData();
  form.set('full_name', ruiName);
  form.set('author_bio', '');
  await api('/api/User/updateProfile', { method: 'POST', body: form, token: rui.token });
  await page.goto(`/article/${newsId}`);
  await waitForHydration(page);
  // The page is rendered signed out; the session is read once it has hydrated.
  await expect(page.getByRole('textbox', { name: READER_TEXTS.addComment })).toBeVisible();
  const comment = page.locator('li[id^="comment-"]').filter({ hasText: commentText }).first();
  await comment
    .getByRole('button', { name: `${READER_TEXTS.reply}${READER_TEXTS.replyTo(ashaName)}` })
    .click();
  const replyText = `Yes, every five minutes. ${run}`;
  await page.getByRole('textbox', { name: THREAD_TEXTS.replyLabel(ashaName) }).fill(replyText);
  await page.getByRole('button', { name: THREAD_TEXTS.send }).click();
  await expect(toast(page, SUCCESS_MESSAGES.replyPosted)).toBeVisible();
  const thread = comment.getByRole('list', { name: THREAD_TEXTS.repliesTo(ashaName) });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText(replyText);
  await expect(comment.getByRole('button', { name: THREAD_TEXTS.hideReplies(1) })).toBeVisible();

  // Rui likes the article: counted once, also when the same reaction is sent again.
  await expect(likeButton(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await likeButton(page, 0).click();
  await expect(likeButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
  const again = await api<{ message: string; data: { counts: { like: number } } }>(
    '/api/Reaction/article',
    {
      method: 'POST',
      token: rui.token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ news_id: newsId, kind: 'like', active: true }),
    },
  );
  expect(again.message).toBe(SUCCESS_MESSAGES.reactionAlreadyGiven);
  expect(again.data.counts.like).toBe(1);
  await page.reload();
  await waitForHydration(page);
  // Rendered on the server with the count; pressed once the reader's own reactions arrive.
  await expect(likeButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
  // Pressing it again takes it back; the reload agrees.
  await likeButton(page, 1).click();
  await expect(likeButton(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(likeButton(page, 0)).toBeVisible();

  // Asha signs in: the bell counts the reply; the notifications page names it and clears it.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const ashaPage = await context.newPage();
  await logInThroughUi(ashaPage, ashaAccount);
  await expect(bell(ashaPage, 1)).toBeVisible();
  await bell(ashaPage, 1).click();
  await expect(ashaPage).toHaveURL(`${BASE_URL}/notifications`);
  const list = ashaPage.getByRole('list', { name: NOTIFICATION_TEXTS.listLabel });
  const replied = list.getByRole('link').filter({ hasText: NOTIFICATION_TEXTS.replied(title) });
  await expect(replied).toContainText(ruiName);
  // Opening the page marked it read: the bell is clear.
  await expect(bell(ashaPage, 0)).toBeVisible();

  // The notification leads to the thread, open, with the reply under her comment.
  await replied.click();
  await expect(ashaPage).toHaveURL(new RegExp(`/article/${newsId}#comment-\\d+$`));
  const ashaComment = ashaPage
    .locator('li[id^="comment-"]')
    .filter({ hasText: commentText })
    .first();
  await expect(
    ashaComment.getByRole('button', { name: THREAD_TEXTS.hideReplies(1) }),
  ).toBeVisible();
  await expect(
    ashaComment.getByRole('list', { name: THREAD_TEXTS.repliesTo(ashaName) }),
  ).toContainText(replyText);
  await context.close();
});
