import {
  endpoints,
  type Member,
  ROLE_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityVerifier, VerifiedIdentity } from '../src/auth/identity';
import { users } from '../src/db/schema';
import { ADMIN_PATHS } from '../src/routes/admin';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, readAllPages, saveArticle } from './helpers/community';

const ADMIN_TOKEN = 'roles-test-admin-token-0123456789abcdef';

/** An identity provider that vouches for whoever the token names (`uid|email`). */
const trustingIdentity: IdentityVerifier = {
  verify: async (token): Promise<VerifiedIdentity> => {
    const [uid = '', email = ''] = token.split('|');
    return {
      uid,
      email,
      emailVerified: true,
      provider: 'google.com',
      name: null,
      authTime: new Date(),
    };
  },
  lookup: async () => ({ state: 'active', tokensValidAfter: null }),
  deleteAccount: async () => {},
  close: async () => {},
};

/** Signs in through the registration call; answers the new session's token and the user id. */
async function signIn(t: TestApp, uid: string, email: string) {
  const answer = await callEndpoint(t, 'registration', undefined, {
    full_name: uid,
    user_email: email,
    device_token: '',
    user_name: uid,
    identity: `${uid}|${email}`,
    login_type: 'google',
    platform: 3,
  });
  expect(answer.status).toBe(200);
  const data = (answer.body as { data: { token: string; user_id: number } }).data;
  return { token: data.token.replace(/^Bearer /, ''), userId: data.user_id };
}

const roleOf = async (t: TestApp, token: string, userId: number) =>
  (await callEndpoint(t, 'userDetails', token, { user_id: userId })).body;

/** Roles on the server (docs/roles.md): who new accounts are, who may write, who manages. */
describe.each(testBackends())('roles on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      identity: trustingIdentity,
      adminToken: ADMIN_TOKEN,
      env: { BYLINE_ADMIN_EMAILS: 'Chief@Newsroom.test, deputy@newsroom.test' },
    });
  });
  afterAll(() => t.close());

  it('makes new accounts authors, and the addresses named in BYLINE_ADMIN_EMAILS administrators', async () => {
    const writer = await signIn(t, 'new-writer', 'new.writer@example.test');
    expect(await roleOf(t, writer.token, writer.userId)).toMatchObject({
      data: { role: 'author' },
    });
    // As today: an author publishes at once.
    expect(await saveArticle(t, writer.token, { title: 'First story' })).toBeGreaterThan(0);

    const chief = await signIn(t, 'chief', 'chief@newsroom.test');
    expect(await roleOf(t, chief.token, chief.userId)).toMatchObject({
      data: { role: 'administrator' },
    });
  });

  it('applies a role change from the next call: a reader can no longer write, and still comments', async () => {
    const admin = await t.createUser('Roles Admin', 'administrator');
    const writer = await t.createUser('Roles Writer');
    const published = await saveArticle(t, writer.token, { title: 'Before the change' });

    const changed = await callEndpoint(t, 'changeRole', admin.token, {
      user_id: writer.userId,
      role: 'reader',
    });
    expect(changed).toMatchObject({
      status: 200,
      message: ROLE_MESSAGES.roleChanged,
      body: { data: { user_id: writer.userId, role: 'reader' } },
    });
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, writer.userId));
    expect(row?.role).toBe('reader');

    // The same session, now a reader's: no writing, nothing saved.
    const refused = await t.call({
      method: 'POST',
      url: endpoints.publishDraft.path,
      token: writer.token,
      payload: { news_id: published },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: ROLE_MESSAGES.writeDrafts });
    await expect(saveArticle(t, writer.token, { isDraft: true })).rejects.toThrow(/403/);
    const comment = await callEndpoint(t, 'addComment', writer.token, {
      news_id: published,
      text: 'Still here as a reader.',
    });
    expect(comment).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.commentPosted });
    expect(await roleOf(t, writer.token, writer.userId)).toMatchObject({
      data: { role: 'reader' },
    });
  });

  it("keeps a contributor's work a draft: saving is fine, publishing is refused", async () => {
    const contributor = await t.createUser('Roles Contributor', 'contributor');
    const draftId = await saveArticle(t, contributor.token, { isDraft: true });
    await expect(saveArticle(t, contributor.token, { newsId: draftId })).rejects.toThrow(/403/);
    const publish = await callEndpoint(t, 'publishDraft', contributor.token, { news_id: draftId });
    expect(publish).toMatchObject({ status: 403, message: ROLE_MESSAGES.publish });
    const draft = await callEndpoint(t, 'draft', contributor.token, { news_id: draftId });
    expect(draft.body).toMatchObject({ data: { status: 'draft' } });
  });

  it('lists members by name, newest first, page by page, to administrators alone', async () => {
    const admin = await t.createUser('Members Admin', 'administrator');
    const editor = await t.createUser('Members Editor', 'editor');
    const made = [];
    for (const name of ['Harbour Pilot One', 'Harbour Pilot Two', 'Harbour Pilot Three']) {
      made.push(await t.createUser(name));
    }
    const list = (token: string, fields: Record<string, string | number>) =>
      callEndpoint(t, 'members', token, fields);

    const { items: all, pages } = await readAllPages<Member>(async (cursor) => {
      const answer = await list(admin.token, {
        q: 'harbour PILOT',
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.status).toBe(200);
      return answer.body as unknown as { data: Member[]; next_cursor: string | null };
    });
    expect(pages).toBe(2);
    expect(all.map((member) => member.full_name)).toEqual([
      'Harbour Pilot Three',
      'Harbour Pilot Two',
      'Harbour Pilot One',
    ]);
    expect(all[0]).toMatchObject({ user_id: made[2]?.userId, role: 'author' });
    // A search's wildcard characters match themselves.
    expect((await list(admin.token, { q: '%' })).body).toMatchObject({ data: [] });

    expect(await list(editor.token, {})).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.manageMembers,
    });
    expect(
      await callEndpoint(t, 'changeRole', editor.token, { user_id: admin.userId, role: 'reader' }),
    ).toMatchObject({ status: 403, message: ROLE_MESSAGES.manageMembers });
    expect(
      await callEndpoint(t, 'changeRole', admin.token, { user_id: admin.userId, role: 'reader' }),
    ).toMatchObject({ status: 403, message: ROLE_MESSAGES.ownRole });
  });

  it("lets the operator name the first administrator by address (the users CLI's call)", async () => {
    const person = await t.createUser('First Administrator');
    const call = (body: object, token = ADMIN_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.setRole,
        headers: { 'admin-token': token },
        payload: body,
      });
    expect(
      (
        await call(
          { email: 'first.administrator@example.test', role: 'administrator' },
          'wrong-token-of-the-same-length-012345',
        )
      ).statusCode,
    ).toBe(401);
    const answer = await call({ email: 'FIRST.administrator@example.test', role: 'administrator' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { user_id: person.userId, role: 'administrator' },
    });
    expect(await callEndpoint(t, 'members', person.token, { limit: 1 })).toMatchObject({
      status: 200,
      message: SERVER_MESSAGES.ok,
    });
    expect((await call({ email: 'nobody@example.test', role: 'editor' })).statusCode).toBe(404);
  });
});

describe.each(testBackends())('a review-first site on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      identity: trustingIdentity,
      env: { SITE_REVIEW_FIRST: 'true' },
    });
  });
  afterAll(() => t.close());

  it('makes new accounts contributors, whose publish call is refused', async () => {
    const writer = await signIn(t, 'review-first', 'review.first@example.test');
    expect(await roleOf(t, writer.token, writer.userId)).toMatchObject({
      data: { role: 'contributor' },
    });
    const draftId = await saveArticle(t, writer.token, { isDraft: true });
    expect(await callEndpoint(t, 'publishDraft', writer.token, { news_id: draftId })).toMatchObject(
      { status: 403, message: ROLE_MESSAGES.publish },
    );
  });
});
