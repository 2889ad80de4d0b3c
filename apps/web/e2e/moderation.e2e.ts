import { MODERATION_MESSAGES, SERVER_MESSAGES } from '@byline/api-client/contract';
import { COMMENT_TEXTS, MODERATION_TEXTS, READER_TEXTS } from '@byline/ui/constants';
import { ADMIN, ensureAdminAccount, json, named } from './helpers/newsroom';
import { publish } from './helpers/reader';
import { api, backendSession, logInThroughUi, newVerifiedAccount, toast } from './helpers/session';
import { expect, test, waitForHydration } from './helpers/test';

test('a reported comment is hidden by an editor and restored; a suspension ends the session', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);

  // An author's article, and a troll's comment on it (through the API: not the subject).
  const author = await named(await newVerifiedAccount('mod-author'), `Mod Author ${run}`);
  const newsId = await publish(author.token, {
    title: `Harbour repairs ${run}`,
    category: 'world',
  });
  const trollName = `Troll ${run}`;
  const troll = await named(await newVerifiedAccount('mod-troll'), trollName);
  const rude = `Everyone here is an idiot ${run}`;
  await api('/api/Comment/add', json(troll.token, { news_id: newsId, text: rude }));

  // The administrator makes a new account an editor.
  await ensureAdminAccount();
  const admin = await backendSession(ADMIN);
  const editorAccount = await newVerifiedAccount('mod-editor');
  const editor = await named(editorAccount, `Mod Editor ${run}`);
  await api(
    '/api/Members/changeRole',
    json(admin.token, { user_id: editor.userId, role: 'editor' }),
  );

  // A reader reports the comment from the article page.
  await logInThroughUi(page, await newVerifiedAccount('mod-reader'));
  await page.goto(`/article/${newsId}`);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: READER_TEXTS.addComment })).toBeVisible();
  const comment = page.locator('li[id^="comment-"]').filter({ hasText: rude }).first();
  const commentId = Number((await comment.getAttribute('id'))?.replace('comment-', ''));
  await comment
    .getByRole('button', {
      name: `${MODERATION_TEXTS.report}${COMMENT_TEXTS.commentBy(trollName)}`,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: MODERATION_TEXTS.reportTitle.comment });
  await dialog.getByRole('radio', { name: MODERATION_TEXTS.reasonLabels.harassment }).check();
  await dialog.getByRole('textbox', { name: MODERATION_TEXTS.note }).fill('Insults every reader');
  await dialog.getByRole('button', { name: MODERATION_TEXTS.send }).click();
  await expect(toast(page, MODERATION_MESSAGES.reported)).toBeVisible();

  // The editor finds it in the queue and hides it, with a reason for the log.
  const editorPage = await browser.newPage();
  await logInThroughUi(editorPage, editorAccount);
  await editorPage.goto('/moderation');
  await expect(
    editorPage.getByRole('heading', { name: MODERATION_TEXTS.queueTitle, level: 1 }),
  ).toBeVisible();
  const entry = editorPage
    .getByRole('list', { name: MODERATION_TEXTS.queueList })
    .getByRole('listitem')
    .filter({ hasText: rude });
  await expect(entry).toContainText(MODERATION_TEXTS.reasonLabels.harassment);
  await expect(entry).toContainText('Insults every reader');
  await entry.getByRole('textbox').first().fill('Insults readers');
  await entry.getByRole('button', { name: MODERATION_TEXTS.hide }).click();
  await expect(toast(editorPage, MODERATION_TEXTS.stateLabels.hidden)).toBeVisible();

  // Readers no longer see it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: READER_TEXTS.addComment })).toBeVisible();
  await expect(page.getByText(rude)).toHaveCount(0);

  // Restored (nothing was deleted): seen again.
  await api(
    '/api/Moderation/comment',
    json(editor.token, { comment_id: commentId, action: 'restore', reason: 'On reflection, fair' }),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(rude)).toBeVisible();

  // The troll is suspended: their session ends at once.
  await api(
    '/api/Moderation/account',
    json(editor.token, { user_id: troll.userId, action: 'suspend', reason: 'Repeated abuse' }),
  );
  await expect(
    api('/api/User/userDetails', json(troll.token, { user_id: troll.userId })),
  ).rejects.toThrow(SERVER_MESSAGES.unauthorized);
  await editorPage.close();
});
