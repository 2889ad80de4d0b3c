import { endpoints } from '@byline/api-client/contract';
import {
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  MemoryKvStore,
} from '@fedify/fedify';
import {
  Announce,
  Create,
  Delete,
  Image,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
} from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';
import { BYLINE_ORIGIN, inProcessFetch } from './helpers/fediverse';
import { multipartBody } from './helpers/multipart';

const ORIGIN = BYLINE_ORIGIN;
const REMOTE = 'https://remote.test';

/**
 * A second fediverse server in the test process (Fedify, in memory) with two accounts, alice and
 * bob, that reply to Byline's articles, like and boost them, and take it all back.
 */
async function createRemote() {
  const keys = new Map<string, Awaited<ReturnType<typeof generateCryptoKeyPair>>[]>();
  for (const name of ['alice', 'bob']) {
    keys.set(name, [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')]);
  }
  const remote: Federation<undefined> = createFederation<undefined>({
    kv: new MemoryKvStore(),
    origin: REMOTE,
    allowPrivateAddress: true,
  });
  remote
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!keys.has(identifier)) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: identifier === 'alice' ? 'Alice Remote' : 'Bob Remote',
        url: new URL(`${REMOTE}/@${identifier}`),
        icon: new Image({ url: new URL(`${REMOTE}/avatars/${identifier}.png`) }),
        inbox: ctx.getInboxUri(identifier),
        publicKey: pairs[0]?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => keys.get(identifier) ?? []);
  remote.setInboxListeners('/users/{identifier}/inbox', '/inbox');
  const context = () => remote.createContext(new URL(REMOTE), undefined);
  const actorId = (name: string) => new URL(`${REMOTE}/users/${name}`);
  return { remote, context, actorId };
}

describe.each(testBackends())(
  'replies, likes and boosts from the fediverse on $name',
  (backend) => {
    let t: TestApp;
    let remote: Awaited<ReturnType<typeof createRemote>>;
    let author: { userId: number; token: string };
    let articleId: number;
    const realFetch = globalThis.fetch;
    let sequence = 0;
    const nextId = (kind: string) => new URL(`${REMOTE}/${kind}/${++sequence}`);

    /** Both servers reach each other in-process: Byline through inject, the remote through Fedify. */
    const route = inProcessFetch(
      () => t,
      () => [{ origin: REMOTE, federation: remote.remote }],
      realFetch,
    );

    /** `name` sends `activity` to the author's inbox, and Byline's queue runs. */
    const send = async (
      name: string,
      activity: Create | Update | Delete | Like | Announce | Undo,
    ) => {
      const ctx = remote.context();
      await ctx.sendActivity(
        { identifier: name },
        {
          id: new URL(`${ORIGIN}/ap/users/${author.userId}`),
          inboxId: new URL(`${ORIGIN}/ap/users/${author.userId}/inbox`),
        },
        activity,
      );
      await t.runJobs();
    };
    const comments = async () =>
      (await callEndpoint(t, 'comments', undefined, { news_id: articleId })).body;
    const article = async () =>
      (await callEndpoint(t, 'articleById', undefined, { news_id: articleId })).body.data;
    const reply = (name: string, id: URL, content: string, inReplyTo: URL) =>
      new Note({
        id,
        attribution: remote.actorId(name),
        content,
        replyTarget: inReplyTo,
        to: PUBLIC_COLLECTION,
      });

    beforeAll(async () => {
      t = await createTestApp(backend, {
        env: { PUBLIC_ORIGIN: ORIGIN, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
      });
      remote = await createRemote();
      vi.stubGlobal('fetch', route);
      author = await t.createUser('Ada Harbour');
      const { payload, headers } = multipartBody({
        full_name: 'Ada Harbour',
        fediverse_handle: 'ada',
      });
      const profile = await t.call({
        method: 'POST',
        url: endpoints.updateProfile.path,
        token: author.token,
        payload,
        headers,
      });
      expect(profile.statusCode).toBe(200);
      articleId = await saveArticle(t, author.token, { title: 'Harbour festival returns' });
    });
    afterAll(async () => {
      vi.unstubAllGlobals();
      await t.close();
    });

    it('shows a reply as a comment with its writer, threads a reply to it, and honours its edit and deletion', async () => {
      const before = await comments();
      const noteId = nextId('notes');
      await send(
        'alice',
        new Create({
          id: nextId('creates'),
          actor: remote.actorId('alice'),
          object: reply(
            'alice',
            noteId,
            '<p>Lovely <b>piece</b> &amp; photos</p><p><script>alert(1)</script>Second line</p>',
            new URL(`${ORIGIN}/ap/articles/${articleId}`),
          ),
        }),
      );
      const after = await comments();
      expect(after.total).toBe(before.total + 1);
      const comment = after.data.find((c) => c.remote_author !== null);
      expect(comment).toMatchObject({
        text: 'Lovely piece & photos\n\nSecond line',
        author: null,
        remote_author: {
          name: 'Alice Remote',
          handle: '@alice@remote.test',
          avatar_url: `${REMOTE}/avatars/alice.png`,
          profile_url: `${REMOTE}/@alice`,
        },
        parent_id: null,
      });
      if (!comment) throw new Error('the reply is not a comment');

      // Bob answers Alice's reply (by its id): it joins her thread, as the site's replies do.
      const bobsNote = nextId('notes');
      await send(
        'bob',
        new Create({
          id: nextId('creates'),
          actor: remote.actorId('bob'),
          object: reply('bob', bobsNote, '<p>Agreed!</p>', noteId),
        }),
      );
      const replies = (
        await callEndpoint(t, 'commentReplies', undefined, { comment_id: comment.id })
      ).body;
      expect(replies.data).toMatchObject([
        { text: 'Agreed!', parent_id: comment.id, remote_author: { name: 'Bob Remote' } },
      ]);
      expect((await comments()).total).toBe(before.total + 2);

      // Bob may not edit or delete Alice's reply: only its writer's server may.
      await send(
        'bob',
        new Update({
          id: nextId('updates'),
          actor: remote.actorId('bob'),
          object: reply(
            'alice',
            noteId,
            '<p>Forged</p>',
            new URL(`${ORIGIN}/article/${articleId}`),
          ),
        }),
      );
      await send(
        'bob',
        new Delete({ id: nextId('deletes'), actor: remote.actorId('bob'), object: noteId }),
      );
      expect((await comments()).data.find((c) => c.id === comment.id)?.text).toBe(
        'Lovely piece & photos\n\nSecond line',
      );

      await send(
        'alice',
        new Update({
          id: nextId('updates'),
          actor: remote.actorId('alice'),
          object: reply(
            'alice',
            noteId,
            '<p>Edited on my server</p>',
            new URL(`${ORIGIN}/ap/articles/${articleId}`),
          ),
        }),
      );
      const edited = (await comments()).data.find((c) => c.id === comment.id);
      expect(edited?.text).toBe('Edited on my server');

      // Deleting the thread's reply takes its reply with it, uncounted.
      await send(
        'alice',
        new Delete({
          id: nextId('deletes'),
          actor: remote.actorId('alice'),
          object: new Tombstone({ id: noteId }),
        }),
      );
      const gone = await comments();
      expect(gone.data.find((c) => c.id === comment.id)).toBeUndefined();
      expect(gone.total).toBe(before.total);
    });

    it('cuts an over-long reply at the comment limit, and ignores replies to other servers', async () => {
      const before = (await comments()).total;
      await send(
        'alice',
        new Create({
          id: nextId('creates'),
          actor: remote.actorId('alice'),
          object: reply(
            'alice',
            nextId('notes'),
            `<p>${'long '.repeat(1000)}</p>`,
            new URL(`${ORIGIN}/article/${articleId}`),
          ),
        }),
      );
      await send(
        'alice',
        new Create({
          id: nextId('creates'),
          actor: remote.actorId('alice'),
          object: reply(
            'alice',
            nextId('notes'),
            '<p>Elsewhere</p>',
            new URL(`${REMOTE}/notes/elsewhere`),
          ),
        }),
      );
      const after = await comments();
      expect(after.total).toBe(before + 1);
      const long = after.data.find((c) => c.text.startsWith('long'));
      expect(long?.text.length).toBeLessThanOrEqual(2000);
      expect(long?.text.endsWith('…')).toBe(true);
    });

    it('counts a like and a boost once per account, and un-counts them on Undo', async () => {
      const object = new URL(`${ORIGIN}/ap/articles/${articleId}`);
      const like = new Like({ id: nextId('likes'), actor: remote.actorId('alice'), object });
      await send('alice', like);
      // The same account liking again (another activity) counts once.
      await send(
        'alice',
        new Like({ id: nextId('likes'), actor: remote.actorId('alice'), object }),
      );
      await send('bob', new Like({ id: nextId('likes'), actor: remote.actorId('bob'), object }));
      const boost = new Announce({
        id: nextId('announces'),
        actor: remote.actorId('bob'),
        object: new URL(`${ORIGIN}/article/${articleId}`),
        to: PUBLIC_COLLECTION,
      });
      await send('bob', boost);
      expect((await article()).fediverse).toEqual({ likes: 2, boosts: 1 });

      // Bob cannot undo Alice's like; Alice can, and Bob his boost.
      await send(
        'bob',
        new Undo({ id: nextId('undos'), actor: remote.actorId('bob'), object: like }),
      );
      expect((await article()).fediverse).toEqual({ likes: 2, boosts: 1 });
      await send(
        'alice',
        new Undo({ id: nextId('undos'), actor: remote.actorId('alice'), object: like }),
      );
      await send(
        'bob',
        new Undo({ id: nextId('undos'), actor: remote.actorId('bob'), object: boost }),
      );
      expect((await article()).fediverse).toEqual({ likes: 1, boosts: 0 });
    });
  },
);
