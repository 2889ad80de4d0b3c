import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { findOrLinkUser, type NewUser } from '../src/users/userRepository';
import { testBackends } from './helpers/backends';

/** Which user a sign-in lands on (users/userRepository.ts findOrLinkUser), on each database. */
describe.each(testBackends())('linking a sign-in to its user on $name', (backend) => {
  let database: DatabaseHandle;
  let next = 0;

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(users);
  });

  /** A sign-in of a fresh Firebase uid with the given email. */
  const identity = (email: string, emailVerified: boolean, extra: Partial<NewUser> = {}) => {
    next += 1;
    return {
      firebaseUid: `uid-${next}`,
      email,
      emailVerified,
      fullName: `Person ${next}`,
      userName: `person${next}`,
      loginType: 'email',
      deviceToken: `device-${next}`,
      ...extra,
    } satisfies NewUser;
  };
  const userCount = async () =>
    Number((await database.db.select({ value: count() }).from(users))[0]?.value);
  const row = async (id: number) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0];

  it('finds a returning uid and refreshes only what the provider owns', async () => {
    const first = identity('ana@example.test', false);
    const made = await findOrLinkUser(database.db, first);
    expect(made.foundBy).toBe('created');

    const back = await findOrLinkUser(database.db, {
      ...first,
      email: 'ana.new@example.test',
      emailVerified: true,
      fullName: 'Another Name',
      deviceToken: 'phone-2',
    });
    expect(back).toEqual({ userId: made.userId, foundBy: 'uid' });
    expect(await row(made.userId)).toMatchObject({
      email: 'ana.new@example.test',
      emailVerified: true,
      deviceToken: 'phone-2',
      fullName: first.fullName,
    });
    expect(await userCount()).toBe(1);
  });

  it('moves the user holding that verified email to a new uid with a verified email', async () => {
    const firstIdentity = identity('Bo@Example.test', true);
    const first = await findOrLinkUser(database.db, firstIdentity);
    const newcomer = identity('bo@EXAMPLE.test', true);

    const linked = await findOrLinkUser(database.db, newcomer);

    expect(linked).toEqual({
      userId: first.userId,
      foundBy: 'email',
      previousUid: firstIdentity.firebaseUid,
    });
    expect(await row(first.userId)).toMatchObject({
      firebaseUid: newcomer.firebaseUid,
      email: 'bo@EXAMPLE.test',
      fullName: firstIdentity.fullName,
    });
    expect(await userCount()).toBe(1);
  });

  it('picks the oldest when earlier sign-ups left two users with one email', async () => {
    // What the old upsert-by-uid did when the emulator forgot an account.
    const [oldest, later] = [
      identity('eve@example.test', true),
      identity('eve@example.test', true),
    ];
    const rows = await database.db
      .insert(users)
      .values([oldest, later])
      .returning({ id: users.id });

    const linked = await findOrLinkUser(database.db, identity('eve@example.test', true));

    expect(linked.userId).toBe(rows[0]?.id);
    expect(await userCount()).toBe(2);
  });

  it.each([
    ['the new email is unverified', true, false, 'cy@example.test'],
    ['the stored email was never verified', false, true, 'cy@example.test'],
    ['neither is verified', false, false, 'cy@example.test'],
    ['there is no email', true, true, ''],
  ])('makes a new user when %s', async (_case, storedVerified, newVerified, email) => {
    const storedIdentity = identity(email, storedVerified);
    const stored = await findOrLinkUser(database.db, storedIdentity);
    const newcomer = identity(email, newVerified);

    const result = await findOrLinkUser(database.db, newcomer);

    expect(result.foundBy).toBe('created');
    expect(result.userId).not.toBe(stored.userId);
    expect(await row(stored.userId)).toMatchObject({ firebaseUid: storedIdentity.firebaseUid });
    expect(await userCount()).toBe(2);
  });

  it('never makes two users when one uid signs in twice at once', async () => {
    const first = identity('dee@example.test', true);
    const results = await Promise.all([
      database.db.transaction((tx) => findOrLinkUser(tx, first)),
      database.db.transaction((tx) => findOrLinkUser(tx, first)),
    ]);
    expect(results[0]?.userId).toBe(results[1]?.userId);
    expect(await userCount()).toBe(1);
  });
});
