import { SERVER_MESSAGES } from '@byline/api-client/contract';
import {
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  MemoryKvStore,
} from '@fedify/fedify';
import {
  Accept,
  type Activity,
  Announce,
  Article,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Undo,
  Update,
} from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import { BYLINE_ORIGIN, inProcessFetch } from './helpers/fediverse';

const ORIGIN = BYLINE_ORIGIN;
const REMOTE = 'https://remote.test';

/**
 * A second fediverse server in the test process (Fedify, in memory): its account alice accepts
 * every follow, publishes, and records what Byline's readers send her.
 */
async function createRemote() {
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')];
  const received: Activity[] = [];
  const followers = new Map<string, URL>();
  const remote: Federation<undefined> = createFederation<undefined>({
    kv: new MemoryKvStore(),
    origin: REMOTE,
    allowPrivateAddress: true,
  });
  remote
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'alice') return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: 'alice',
        name: 'Alice Remote',
        url: new URL(`${REMOTE}/@alice`),
        inbox: ctx.getInboxUri(identifier),
        publicKey: pairs[0]?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === 'alice' ? keys : []));
  const record = async (_ctx: unknown, activity: Activity) => {
    received.push(activity);
  };
  remote
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Follow, async (ctx, follow) => {
      received.push(follow);
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !follower.inboxId || !follow.id) return;
      followers.set(follower.id.href, follower.inboxId);
      await ctx.sendActivity(
        { identifier: 'alice' },
        follower,
        new Accept({
          id: new URL(`${REMOTE}/accepts/${followers.size}`),
          actor: ctx.getActorUri('alice'),
          object: follow,
        }),
      );
    })
    .on(Create, record)
    .on(Like, record)
    .on(Announce, record)
    .on(Undo, record);
  const context = () => remote.createContext(new URL(REMOTE), undefined);
  return { remote, received, followers, context, aliceId: new URL(`${REMOTE}/users/alice`) };
}

describe.each(testBackends())('readers following fediverse accounts on $name', (backend) => {
  let t: TestApp;
  let remote: Awaited<ReturnType<typeof createRemote>>;
  let reader: { userId: number; token: string };
  const realFetch = globalThis.fetch;

  /** Both servers reach each other in-process: Byline through inject, the remote through Fedify. */
  const route = inProcessFetch(
    () => t,
    () => [{ origin: REMOTE, federation: remote.remote }],
    realFetch,
  );

  /** Alice sends `activity` to the reader's inbox; Byline's queue runs. */
  const aliceSends = async (activity: Create | Update | Delete) => {
    await remote.context().sendActivity(
      { identifier: 'alice' },
      {
        id: new URL(`${ORIGIN}/ap/users/${reader.userId}`),
        inboxId: new URL(`${ORIGIN}/ap/users/${reader.userId}/inbox`),
      },
      activity,
    );
    await t.runJobs();
  };
  const timeline = async () =>
    (await callEndpoint(t, 'followingTimeline', reader.token)).body.data ?? [];
  const receivedOf = <T extends Activity>(type: new (...args: never[]) => T): T[] =>
    remote.received.filter((activity): activity is T => activity instanceof type);

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { PUBLIC_ORIGIN: ORIGIN, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
    });
    remote = await createRemote();
    vi.stubGlobal('fetch', route);
    reader = await t.createUser('Rhea Reader');
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('refuses a malformed handle, an unknown account and an account of this site', async () => {
    const malformed = await callEndpoint(t, 'followRemote', reader.token, { handle: 'alice' });
    expect(malformed.status).toBe(400);
    expect(malformed.message).toBe(`handle: ${SERVER_MESSAGES.invalidRemoteHandle}`);
    const unknown = await callEndpoint(t, 'followRemote', reader.token, {
      handle: '@nobody@remote.test',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe(SERVER_MESSAGES.remoteAccountNotFound);
    const local = await callEndpoint(t, 'followRemote', reader.token, {
      handle: '@ada@byline.test',
    });
    expect(local.status).toBe(400);
    expect(local.message).toBe(SERVER_MESSAGES.remoteAccountIsLocal);
    expect((await callEndpoint(t, 'followedAccounts', reader.token)).body.data).toEqual([]);
  });

  it('follows an account by handle (pending until it accepts), shows its posts, sends replies, likes and boosts, and unfollows', async () => {
    // A reader without a handle of their own follows as `reader-{id}`.
    const followed = await callEndpoint(t, 'followRemote', reader.token, {
      handle: '@alice@remote.test',
    });
    expect(followed.status).toBe(200);
    expect(followed.body.data).toMatchObject({
      handle: '@alice@remote.test',
      name: 'Alice Remote',
      profile_url: `${REMOTE}/@alice`,
      status: 'pending',
    });
    await t.runJobs(); // the Follow goes out; alice answers Accept to the reader's inbox
    await t.runJobs(); // the Accept is handled
    const [follow] = receivedOf(Follow);
    expect(follow?.actorId?.href).toBe(`${ORIGIN}/ap/users/${reader.userId}`);
    const actor = await remote.context().lookupObject(`@reader-${reader.userId}@byline.test`);
    expect(actor?.id?.href).toBe(`${ORIGIN}/ap/users/${reader.userId}`);
    expect((await callEndpoint(t, 'followedAccounts', reader.token)).body.data).toMatchObject([
      { handle: '@alice@remote.test', status: 'accepted' },
    ]);

    // Alice publishes: the article is kept, sanitised, for the reader's Following view.
    const articleId = new URL(`${REMOTE}/articles/1`);
    await aliceSends(
      new Create({
        id: new URL(`${REMOTE}/creates/1`),
        actor: remote.aliceId,
        to: PUBLIC_COLLECTION,
        object: new Article({
          id: articleId,
          attribution: remote.aliceId,
          name: 'Tides this week',
          content: '<p>High water at noon.</p><script>alert(1)</script>',
          url: new URL(`${REMOTE}/@alice/tides`),
          to: PUBLIC_COLLECTION,
        }),
      }),
    );
    const [post] = await timeline();
    expect(post).toMatchObject({
      kind: 'article',
      title: 'Tides this week',
      content: '<p>High water at noon.</p>',
      url: `${REMOTE}/@alice/tides`,
      account: { handle: '@alice@remote.test' },
      liked: false,
      boosted: false,
    });
    if (!post) throw new Error('the article is not in the Following view');

    // The reader replies, likes and boosts: each reaches alice, naming her article.
    const replied = await callEndpoint(t, 'replyToRemote', reader.token, {
      post_id: post.id,
      text: 'Thanks for the warning.\n\nStay dry!',
    });
    expect(replied.status).toBe(200);
    await callEndpoint(t, 'reactToRemote', reader.token, {
      post_id: post.id,
      kind: 'like',
      active: true,
    });
    const boosted = await callEndpoint(t, 'reactToRemote', reader.token, {
      post_id: post.id,
      kind: 'boost',
      active: true,
    });
    expect(boosted.body.data).toMatchObject({ liked: true, boosted: true });
    await t.runJobs();
    const [create] = receivedOf(Create);
    const note = await create?.getObject();
    expect(note).toBeInstanceOf(Note);
    expect((note as Note).replyTargetId?.href).toBe(articleId.href);
    expect(String((note as Note).content)).toBe('<p>Thanks for the warning.</p><p>Stay dry!</p>');
    expect(receivedOf(Like).map((like) => like.objectId?.href)).toEqual([articleId.href]);
    expect(receivedOf(Announce).map((boost) => boost.objectId?.href)).toEqual([articleId.href]);
    await callEndpoint(t, 'reactToRemote', reader.token, {
      post_id: post.id,
      kind: 'like',
      active: false,
    });
    await t.runJobs();
    expect(receivedOf(Undo)).toHaveLength(1);
    expect((await timeline())[0]).toMatchObject({ liked: false, boosted: true });

    // Alice edits, then deletes: the view follows.
    await aliceSends(
      new Update({
        id: new URL(`${REMOTE}/updates/1`),
        actor: remote.aliceId,
        object: new Article({
          id: articleId,
          attribution: remote.aliceId,
          name: 'Tides this week (corrected)',
          content: '<p>High water at one.</p>',
        }),
      }),
    );
    expect((await timeline())[0]).toMatchObject({
      title: 'Tides this week (corrected)',
      content: '<p>High water at one.</p>',
    });
    await aliceSends(
      new Delete({ id: new URL(`${REMOTE}/deletes/1`), actor: remote.aliceId, object: articleId }),
    );
    expect(await timeline()).toEqual([]);

    // Unfollowing sends Undo(Follow), and the account is gone from the list.
    const account = followed.body.data;
    if (!account) throw new Error('no account');
    const unfollowed = await callEndpoint(t, 'unfollowRemote', reader.token, {
      account_id: account.id,
    });
    expect(unfollowed.status).toBe(200);
    await t.runJobs();
    const undos = receivedOf(Undo);
    expect(undos).toHaveLength(2);
    expect((await undos[1]?.getObject())?.id?.href).toBe(follow?.id?.href);
    expect((await callEndpoint(t, 'followedAccounts', reader.token)).body.data).toEqual([]);
    const again = await callEndpoint(t, 'unfollowRemote', reader.token, { account_id: account.id });
    expect(again.status).toBe(404);
    expect(again.message).toBe(SERVER_MESSAGES.remoteAccountNotFollowed);
  });

  it('refuses a reply or reaction to a post not in the reader’s view', async () => {
    const other = await t.createUser('Someone Else');
    const reply = await callEndpoint(t, 'replyToRemote', other.token, { post_id: 1, text: 'Hi' });
    expect(reply.status).toBe(404);
    expect(reply.message).toBe(SERVER_MESSAGES.remotePostNotFound);
    const like = await callEndpoint(t, 'reactToRemote', other.token, {
      post_id: 1,
      kind: 'like',
      active: true,
    });
    expect(like.status).toBe(404);
  });
});
