import {
  CATEGORY_BY_SLUG,
  NOTIFICATION_POLL_MS,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import {
  COMMENT_TEXTS,
  FOLLOW_LIST_TEXTS,
  NOTIFICATION_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  REWARD_TEXTS,
  WALLET_TEXTS,
} from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { BASE_URL } from './helpers/env';
import { followButton, publish, WELCOME_GRANT } from './helpers/reader';
import {
  api,
  type Credentials,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
  toast,
} from './helpers/session';
import { expect, test, waitForHydration } from './helpers/test';

const REWARD = 10;

interface Person {
  page: Page;
  name: string;
  token: string;
  userId: number;
}

/** Logs a new account in through the form and gives it a name of its own (names are public). */
async function signUpAs(page: Page, credentials: Credentials, name: string): Promise<Person> {
  await logInThroughUi(page, credentials);
  const { token, userId } = await storedSession(page);
  if (!token || !userId) throw new Error(`${name} has no session after logging in`);
  const form = new FormData();
  form.set('full_name', name);
  form.set('author_bio', '');
  await api('/api/User/updateProfile', { method: 'POST', body: form, token });
  return { page, name, token, userId: Number(userId) };
}

/** A stat's figure on a profile page (`dd` beside its `dt`). */
function stat(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

const bell = (page: Page, unread: number) =>
  page.getByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(unread), exact: true }).first();

test('community: A follows B, B publishes, A is told, rewards and comments; B is told, sees the coins and hides the comment', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  // The bell polls; A's clock is ours, so "without a reload" takes no 30 s wait.
  await page.clock.install();
  const a = await signUpAs(page, await newVerifiedAccount('reader-a'), `Ada Reader ${run}`);
  const contextB = await browser.newContext({ baseURL: BASE_URL });
  const pageB = await contextB.newPage();
  const b = await signUpAs(pageB, await newVerifiedAccount('writer-b'), `Ben Writer ${run}`);

  // A follows B from B's profile.
  await a.page.goto(`/profile/${b.userId}`);
  const followB = followButton(a.page, b.name);
  await expect(followB).toHaveAttribute('aria-pressed', 'false');
  await followB.click();
  await expect(toast(a.page, SUCCESS_MESSAGES.followed)).toBeVisible();
  await expect(followB).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(a.page, PROFILE_TEXTS.statFollowers)).toHaveText('1');
  await expect(bell(a.page, 0)).toBeVisible();

  // B publishes; A's bell shows it at its next poll, without a reload.
  const title = `Harbour council votes on the new ferry ${run}`;
  const newsId = await publish(b.token, { title, category: CATEGORY_BY_SLUG.business.name });
  await expect(async () => {
    await a.page.clock.fastForward(NOTIFICATION_POLL_MS);
    await expect(bell(a.page, 1)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // A opens it: it leads to the article and is read.
  await bell(a.page, 1).click();
  await expect(a.page).toHaveURL(`${BASE_URL}/notifications`);
  const published = a.page
    .getByRole('link')
    .filter({ hasText: NOTIFICATION_TEXTS.published(title) });
  await expect(published).toContainText(b.name);
  await published.click();
  await expect(a.page).toHaveURL(`${BASE_URL}/article/${newsId}`);
  await expect(a.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bell(a.page, 0)).toBeVisible();

  // A rewards B.
  await a.page.getByRole('button', { name: READER_TEXTS.rewardAuthor }).click();
  const dialog = a.page.getByRole('dialog', { name: REWARD_TEXTS.title(b.name) });
  await expect(dialog.getByText(REWARD_TEXTS.balance(WELCOME_GRANT))).toBeVisible();
  await dialog.getByRole('button', { name: REWARD_TEXTS.preset(REWARD) }).click();
  await dialog.getByRole('button', { name: REWARD_TEXTS.send }).click();
  await expect(toast(a.page, SUCCESS_MESSAGES.rewardSent(REWARD))).toBeVisible();
  await expect(dialog).toBeHidden();

  // A comments.
  const comment = `Clear reporting, thank you. ${run}`;
  await a.page.getByRole('textbox', { name: READER_TEXTS.addComment }).fill(comment);
  await a.page.getByRole('button', { name: READER_TEXTS.sendComment }).click();
  await expect(toast(a.page, SUCCESS_MESSAGES.commentPosted)).toBeVisible();
  await expect(a.page.getByRole('region', { name: READER_TEXTS.commentsHeading(1) })).toContainText(
    comment,
  );

  // B: three notifications, each naming A and what A did; opening the page marks them read.
  await pageB.goto('/notifications');
  await waitForHydration(pageB);
  await expect(bell(pageB, 0)).toBeVisible();
  const listB = pageB.getByRole('list', { name: NOTIFICATION_TEXTS.listLabel });
  await expect(listB.getByRole('listitem')).toHaveCount(3);
  for (const what of [
    NOTIFICATION_TEXTS.followed,
    NOTIFICATION_TEXTS.rewarded(REWARD),
    NOTIFICATION_TEXTS.commented(title),
  ]) {
    await expect(listB.getByRole('listitem').filter({ hasText: what })).toContainText(a.name);
  }

  // B's profile: one follower, the coins, and the ledger line.
  await pageB.goto('/profile');
  await waitForHydration(pageB);
  await expect(stat(pageB, PROFILE_TEXTS.statFollowers)).toHaveText('1');
  await expect(stat(pageB, PROFILE_TEXTS.statWallet)).toHaveText(String(WELCOME_GRANT + REWARD));
  await pageB.getByRole('tab', { name: PROFILE_TEXTS.statWallet }).click();
  const ledger = pageB.getByRole('list', { name: WALLET_TEXTS.historyLabel });
  const line = ledger.getByRole('listitem').filter({ hasText: WALLET_TEXTS.rewardFrom });
  await expect(line).toContainText(a.name);
  await expect(line).toContainText(String(REWARD));
  await expect(line).toContainText(title);
  await pageB.getByRole('tab', { name: PROFILE_TEXTS.statFollowers }).click();
  await expect(
    pageB.getByRole('list', { name: FOLLOW_LIST_TEXTS.followersLabel }).getByRole('listitem'),
  ).toHaveText([new RegExp(a.name)]);

  // B opens the comment's notification and hides the comment.
  await pageB.goto('/notifications');
  await waitForHydration(pageB);
  await listB
    .getByRole('link')
    .filter({ hasText: NOTIFICATION_TEXTS.commented(title) })
    .click();
  await expect(pageB).toHaveURL(new RegExp(`/article/${newsId}#comment-\\d+$`));
  const commentsB = pageB.getByRole('region', { name: READER_TEXTS.commentsHeading(1) });
  await expect(commentsB).toContainText(comment);
  await commentsB
    .getByRole('button', { name: `${COMMENT_TEXTS.hide}${COMMENT_TEXTS.commentBy(a.name)}` })
    .click();
  await pageB.getByRole('dialog').getByRole('button', { name: COMMENT_TEXTS.hideConfirm }).click();
  await expect(toast(pageB, SUCCESS_MESSAGES.commentHidden)).toBeVisible();
  await expect(pageB.getByRole('region', { name: READER_TEXTS.commentsHeading(0) })).toBeVisible();
  await expect(pageB.getByText(comment)).toHaveCount(0);

  // A: the comment is gone for readers too; A's counts agree.
  await a.page.reload();
  await expect(a.page.getByRole('region', { name: READER_TEXTS.commentsHeading(0) })).toBeVisible();
  await expect(a.page.getByText(comment)).toHaveCount(0);
  await a.page.goto('/profile');
  await expect(stat(a.page, FOLLOW_LIST_TEXTS.followingLabel)).toHaveText('1');
  await expect(stat(a.page, PROFILE_TEXTS.statWallet)).toHaveText(String(WELCOME_GRANT - REWARD));
  await contextB.close();
});
