import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATEGORY_BY_SLUG, PAGE_PATHS } from '@byline/api-client/contract';
import {
  COMMENT_TEXTS,
  FEDIVERSE_COUNT_TEXTS,
  FEDIVERSE_FOLLOW_TEXTS,
  FOLLOWING_TEXTS,
  PROFILE_TEXTS,
} from '@byline/ui/constants';
import type { Browser, Page } from '@playwright/test';
import { tag } from './helpers/editor';
import { BASE_URL, E2E_AUTH_PORT, E2E_PEER_HOST, E2E_PEER_PORT, PEER_URL } from './helpers/env';
import { publish } from './helpers/reader';
import {
  api,
  type Credentials,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
} from './helpers/session';
import { Stack } from './helpers/stack';
import { expect, test } from './helpers/test';

/**
 * Two Byline sites federating over real HTTP (docs/adr/0032, 0033): the stack under test on
 * 127.0.0.1 and a second one on 127.0.0.2, each with its own database, signing in through the one
 * Auth emulator (SHARED_AUTH_EMULATOR: one sign-in service, one web build). Every activity goes
 * through each site's job queue, signed with its actors' keys and verified by the other.
 */
const PEER_ADMIN_TOKEN = 'fediverse-e2e-admin-token-0123456789';
const peer = new Stack(mkdtempSync(path.join(tmpdir(), 'byline-peer-')), {
  HOST: E2E_PEER_HOST,
  PORT: String(E2E_PEER_PORT),
  SHARED_AUTH_EMULATOR: `127.0.0.1:${E2E_AUTH_PORT}`,
  FEDIVERSE_ALLOW_PRIVATE_ADDRESS: '1',
  // Its readers are the test's; the sample articles would only slow its start.
  SEED_ON_START: 'false',
  ADMIN_TOKEN: PEER_ADMIN_TOKEN,
});
/** The sites' hosts as handles write them. */
const HOST = new URL(BASE_URL).host;
const PEER_HOST = new URL(PEER_URL).host;
/** Deliveries go through the job queue and are retried: a few seconds each, a minute at worst. */
const DELIVERY = { timeout: 60_000, intervals: [500, 1000, 2000] };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await peer.start();
});

test.afterAll(async () => {
  await peer.stop();
  rmSync(peer.stackDir, { recursive: true, force: true });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('the second site', { body: peer.log() });
});

/** A verified account logged in on the site at `origin`, in a browser of its own. */
async function signedIn(browser: Browser, origin: string, label: string) {
  const credentials: Credentials = await newVerifiedAccount(label);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await logInThroughUi(page, credentials, origin);
  const { token, userId } = await storedSession(page, context, origin);
  if (!token || !userId) throw new Error(`No session on ${origin} after logging in`);
  return { page, token, userId: Number(userId) };
}

/** Reloads `page` until `check` passes: what another server sent shows on the next load. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass(DELIVERY);
}

test('a reader on another Byline site follows an author here by handle, reads, replies, likes and boosts; an edit and a deletion reach them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = tag();
  const handle = `ada_${run}`;
  const title = `Tidal power comes to the harbour ${run}`;

  // Ada, an author here, takes a fediverse handle; her profile shows the whole address.
  const ada = await signedIn(browser, BASE_URL, 'ada');
  await ada.page.goto(PAGE_PATHS.editProfile);
  await ada.page
    .getByRole('textbox', { name: PROFILE_TEXTS.nameLabel, exact: true })
    .fill('Ada Lovelace');
  await ada.page
    .getByRole('textbox', { name: PROFILE_TEXTS.fediverseHandleLabel, exact: true })
    .fill(handle);
  await ada.page.getByRole('button', { name: PROFILE_TEXTS.saveButton }).click();
  const address = `@${handle}@${HOST}`;
  await ada.page.goto(PAGE_PATHS.authorProfile(ada.userId));
  const followBox = ada.page.getByRole('region', { name: FEDIVERSE_FOLLOW_TEXTS.title });
  await expect(followBox.getByLabel(FEDIVERSE_FOLLOW_TEXTS.handleLabel)).toHaveText(address);

  // Rui reads on the other site and follows her there by that address; her site accepts.
  const rui = await signedIn(browser, PEER_URL, 'rui');
  await rui.page.goto(PAGE_PATHS.following);
  await rui.page.getByRole('textbox', { name: FOLLOWING_TEXTS.handleLabel }).fill(address);
  await rui.page.getByRole('button', { name: FOLLOWING_TEXTS.follow, exact: true }).click();
  const accounts = rui.page.getByRole('region', { name: FOLLOWING_TEXTS.accountsHeading });
  await expect(accounts.getByText(address)).toBeVisible();
  await reloadUntil(rui.page, async () => {
    await expect(
      accounts.getByRole('button', { name: FOLLOWING_TEXTS.unfollow(address) }),
    ).toBeVisible({ timeout: 1000 });
    await expect(accounts.getByText(FOLLOWING_TEXTS.pending)).toHaveCount(0, { timeout: 1000 });
  });
  // Ada's site counts Rui among her followers.
  await expect
    .poll(async () => {
      const profile = await api<{ data: { profile: { followers_count: number } } }>(
        `/api/User/authorProfile?user_id=${ada.userId}`,
      );
      return profile.data.profile.followers_count;
    }, DELIVERY)
    .toBe(1);

  // Ada publishes; the article reaches Rui's "Following" view on the other site.
  const newsId = await publish(ada.token, {
    title,
    category: CATEGORY_BY_SLUG.world.name,
    content: '<p>The council switched on the first tidal turbine in the harbour.</p>',
    keywords: ['energy'],
  });
  const posts = rui.page.getByRole('region', { name: FOLLOWING_TEXTS.postsHeading });
  const card = posts.getByRole('article', { name: title });
  await reloadUntil(rui.page, () => expect(card).toBeVisible({ timeout: 1000 }));
  await expect(card.getByText('first tidal turbine')).toBeVisible();
  await expect(card.getByRole('link', { name: FOLLOWING_TEXTS.readOriginal })).toHaveAttribute(
    'href',
    new RegExp(`^${BASE_URL}/article/${newsId}`),
  );

  // Rui replies, likes and boosts it from there.
  const reply = `Will the turbine be visible from the pier? ${run}`;
  await card.getByRole('button', { name: FOLLOWING_TEXTS.reply }).click();
  await card.getByRole('textbox', { name: FOLLOWING_TEXTS.replyLabel('Ada Lovelace') }).fill(reply);
  await card.getByRole('button', { name: FOLLOWING_TEXTS.sendReply }).click();
  await expect(card.getByRole('status')).toHaveText(FOLLOWING_TEXTS.replySent);
  await card.getByRole('button', { name: FOLLOWING_TEXTS.like }).click();
  await expect(card.getByRole('button', { name: FOLLOWING_TEXTS.like })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: FOLLOWING_TEXTS.boost }).click();
  await expect(card.getByRole('button', { name: FOLLOWING_TEXTS.boost })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // On Ada's site the reply is a comment by Rui, linking to his profile on his site, and the
  // like and the boost are counted.
  const reader = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await reader.goto(PAGE_PATHS.article(newsId));
  const comment = reader.locator('li[id^="comment-"]').filter({ hasText: reply });
  const ruiAddress = `@reader-${rui.userId}@${PEER_HOST}`;
  await reloadUntil(reader, async () => {
    await expect(comment).toBeVisible({ timeout: 1000 });
    await expect(
      reader.getByText(
        `${FEDIVERSE_COUNT_TEXTS.likes(1)} · ${FEDIVERSE_COUNT_TEXTS.boosts(1)} ${FEDIVERSE_COUNT_TEXTS.fromFediverse}`,
        { exact: true },
      ),
    ).toBeVisible({ timeout: 1000 });
  });
  await expect(comment.getByTitle(COMMENT_TEXTS.remoteProfile(ruiAddress))).toHaveAttribute(
    'href',
    `${PEER_URL}${PAGE_PATHS.authorProfile(rui.userId)}`,
  );

  // Ada edits the article: Rui's view shows the new title.
  const newTitle = `${title}, switched on`;
  const form = new FormData();
  form.set('news_id', String(newsId));
  form.set('title', newTitle);
  form.set('keywords', JSON.stringify(['energy']));
  form.set('creator', JSON.stringify([]));
  form.set('description', `${newTitle}: a short summary.`);
  form.set('content', '<p>The council switched on the first tidal turbine in the harbour.</p>');
  form.set('video_url', '');
  form.set('category', String(CATEGORY_BY_SLUG.world.id));
  form.set('is_draft', 'false');
  await api('/api/News/addNews', { method: 'POST', body: form, token: ada.token });
  await reloadUntil(rui.page, () =>
    expect(posts.getByRole('article', { name: newTitle })).toBeVisible({ timeout: 1000 }),
  );

  // Ada deletes it: it leaves Rui's view.
  await api('/api/News/deleteArticle', {
    method: 'POST',
    body: JSON.stringify({ news_id: newsId }),
    headers: { 'Content-Type': 'application/json' },
    token: ada.token,
  });
  await reloadUntil(rui.page, async () => {
    await expect(posts.getByRole('heading', { name: newTitle })).toHaveCount(0, { timeout: 1000 });
    await expect(posts.getByText(FOLLOWING_TEXTS.noPosts)).toBeVisible({ timeout: 1000 });
  });
});

test('each site refuses what no peer signed, what is too large, and what a blocked domain sends', async ({
  request,
}) => {
  const inbox = `${PEER_URL}/ap/inbox`;
  // A boost of one of the second site's articles, claiming to come from this site's first user.
  const boost = {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${BASE_URL}/ap/users/1/announces/${tag()}`,
    type: 'Announce',
    actor: `${BASE_URL}/ap/users/1`,
    object: `${PEER_URL}/ap/articles/1`,
  };
  const headers = { 'content-type': 'application/activity+json' };

  // Unsigned.
  const unsigned = await request.post(inbox, { data: boost, headers });
  expect(unsigned.status()).toBe(401);

  // Signed with a key nobody published (a forged signature).
  const forged = await request.post(inbox, {
    data: boost,
    headers: {
      ...headers,
      date: new Date().toUTCString(),
      signature: `keyId="${BASE_URL}/ap/users/1#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="${Buffer.from('forged').toString('base64')}"`,
    },
  });
  expect(forged.status()).toBe(401);

  // Larger than an inbox takes.
  const oversize = await request.post(inbox, {
    // The inbox takes 256 KB (FEDIVERSE_INBOX_BODY_LIMIT); this is four times that.
    data: { ...boost, content: 'x'.repeat(1024 * 1024) },
    headers,
  });
  expect(oversize.status()).toBe(413);

  // The second site's operator blocks this one: its activities are refused before anything else.
  const block = await request.post(`${PEER_URL}/admin/fediverse/blocked-domains`, {
    data: { domain: new URL(BASE_URL).hostname },
    headers: { 'admin-token': PEER_ADMIN_TOKEN },
  });
  expect(block.status()).toBe(200);
  const blocked = await request.post(inbox, { data: boost, headers });
  expect(blocked.status()).toBe(403);
});
