import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { Accept, Follow, Person, Reject, Undo } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import { fediverseSuite } from './helpers/fediverse';

const REMOTE = 'https://remote.test';

describe.each(testBackends())('an author’s followers on the fediverse on $name', (backend) => {
  const suite = fediverseSuite(backend, REMOTE, ['alice', 'bob', 'carol']);

  const follow = async (name: string, followId = name) => {
    const ctx = suite.remote.context();
    const target = await ctx.lookupObject('@ada_news@byline.test');
    if (!(target instanceof Person)) throw new Error('the author was not found');
    const activity = new Follow({
      id: new URL(`${REMOTE}/follows/${followId}`),
      actor: suite.remote.actorId(name),
      object: target.id,
    });
    await ctx.sendActivity({ identifier: name }, target, activity);
    await suite.t.runJobs();
    return { target, activity };
  };
  const followersCount = async () =>
    (await callEndpoint(suite.t, 'authorProfile', undefined, { user_id: suite.author.userId })).body
      .data?.profile?.followers_count;
  const list = async () =>
    (await callEndpoint(suite.t, 'fediverseFollowers', suite.author.token, {})).body.data;
  const received = (type: typeof Accept | typeof Reject, name: string) =>
    suite.remote.received.filter(
      (activity) =>
        activity instanceof type && activity.objectId?.href === `${REMOTE}/follows/${name}`,
    );

  it('lists the remote followers with name, handle and link; without approval they are accepted at once', async () => {
    expect(await list()).toEqual({ approves_followers: false, followers: [] });
    const before = await followersCount();
    await follow('alice');
    expect(received(Accept, 'alice')).toHaveLength(1);
    expect(await followersCount()).toBe(before + 1);
    expect((await list())?.followers).toEqual([
      expect.objectContaining({
        name: 'alice remote',
        handle: '@alice@remote.test',
        url: `${REMOTE}/users/alice`,
        pending: false,
      }),
    ]);
  });

  it('with approval on, keeps follows as requests the author accepts or rejects', async () => {
    const on = await callEndpoint(suite.t, 'fediverseApproval', suite.author.token, {
      approve: true,
    });
    expect(on).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.fediverseApprovalOn });
    const actor = await suite.t.app.inject({
      method: 'GET',
      url: `/ap/users/${suite.author.userId}`,
      headers: { accept: 'application/activity+json' },
    });
    expect(actor.json().manuallyApprovesFollowers).toBe(true);

    const before = await followersCount();
    await follow('bob');
    await follow('carol');
    expect(received(Accept, 'bob')).toEqual([]);
    expect(await followersCount()).toBe(before);
    const waiting = (await list())?.followers.filter((follower) => follower.pending) ?? [];
    expect(waiting.map((follower) => follower.handle).sort()).toEqual([
      '@bob@remote.test',
      '@carol@remote.test',
    ]);
    const bob = waiting.find((follower) => follower.handle === '@bob@remote.test');
    const carol = waiting.find((follower) => follower.handle === '@carol@remote.test');
    if (!bob || !carol) throw new Error('the requests are not listed');

    const rejected = await callEndpoint(suite.t, 'fediverseFollowAnswer', suite.author.token, {
      follower_id: bob.id,
      accept: false,
    });
    expect(rejected).toMatchObject({
      status: 200,
      message: SUCCESS_MESSAGES.fediverseFollowRejected,
    });
    await suite.t.runJobs();
    expect(received(Reject, 'bob')).toHaveLength(1);
    expect((await list())?.followers.map((follower) => follower.handle)).not.toContain(
      '@bob@remote.test',
    );

    const accepted = await callEndpoint(suite.t, 'fediverseFollowAnswer', suite.author.token, {
      follower_id: carol.id,
      accept: true,
    });
    expect(accepted.body.data).toEqual({ follower_id: carol.id, accepted: true });
    await suite.t.runJobs();
    expect(received(Accept, 'carol')).toHaveLength(1);
    expect(await followersCount()).toBe(before + 1);

    // Answered already: no request with that id waits any more.
    const again = await callEndpoint(suite.t, 'fediverseFollowAnswer', suite.author.token, {
      follower_id: carol.id,
      accept: true,
    });
    expect(again).toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.fediverseFollowRequestNotFound,
    });
    expect(await followersCount()).toBe(before + 1);
  });

  it('lets a request be withdrawn (Undo) without changing the follower figure, and hides one author’s requests from another', async () => {
    const { target, activity } = await follow('bob', 'bob-again');
    const waiting = (await list())?.followers.find((one) => one.handle === '@bob@remote.test');
    if (!waiting?.pending) throw new Error('the request is not waiting');
    const other = await suite.t.createUser('Someone Else');
    const theirs = await callEndpoint(suite.t, 'fediverseFollowAnswer', other.token, {
      follower_id: waiting.id,
      accept: true,
    });
    expect(theirs.status).toBe(404);

    const before = await followersCount();
    await suite.remote.context().sendActivity(
      { identifier: 'bob' },
      target,
      new Undo({
        id: new URL(`${REMOTE}/undos/bob`),
        actor: suite.remote.actorId('bob'),
        object: activity,
      }),
    );
    await suite.t.runJobs();
    expect(await followersCount()).toBe(before);
    expect((await list())?.followers.map((one) => one.handle)).not.toContain('@bob@remote.test');
  });
});
