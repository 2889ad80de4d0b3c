import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, endpoints, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier, type IdentityVerifier } from '../src/auth/identity';
import { DEFAULT_FULL_NAME } from '../src/constants';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import {
  decodeClaims,
  deleteAccount,
  disableAccount,
  emulatorHost,
  forgeToken,
  projectId,
  signInWithIdp,
  signInWithPassword,
  signUp,
  verifyEmail,
} from './helpers/emulator';

const PASSWORD = 'secret-123';
/** Unique addresses, so runs never collide with each other or with other users of the emulator. */
const RUN = randomUUID().slice(0, 8);

const registration = (identity: string, overrides: Record<string, unknown> = {}) => ({
  full_name: 'Rita Reporter',
  user_email: 'spoofed@example.test',
  device_token: '',
  user_name: 'rita',
  identity,
  login_type: 'email',
  platform: 3,
  ...overrides,
});

describe.each(testBackends())('sign-in against the Auth emulator on $name', (backend) => {
  const address = (local: string) => `${local}.${backend.name}.${RUN}@example.test`;
  let t: TestApp;
  let identity: IdentityVerifier;

  beforeAll(async () => {
    identity = createFirebaseVerifier({ projectId: projectId(), emulatorHost: emulatorHost() });
    t = await createTestApp(backend, { identity });
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  const register = (payload: unknown) =>
    t.call({ method: 'POST', url: endpoints.registration.path, payload: payload as object });
  const userCount = async () =>
    Number((await t.database.db.select({ value: count() }).from(users))[0]?.value);

  async function verifiedAccount(email: string) {
    const session = await signUp(email, PASSWORD);
    await verifyEmail({ ...session, email });
    return signInWithPassword(email, PASSWORD);
  }

  it('refuses a password account whose email is not verified', async () => {
    const session = await signUp(address('unverified'), PASSWORD);
    const before = await userCount();
    const response = await register(registration(session.idToken));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: ERROR_MESSAGES.unverifiedEmail });
    expect(await userCount()).toBe(before);
  });

  it('registers a verified account once and logs it in later', async () => {
    const session = await verifiedAccount(address('rita'));
    expect(decodeClaims(session.idToken).email_verified).toBe(true);

    const first = await register(registration(session.idToken));
    expect(first.statusCode).toBe(200);
    const body = endpoints.registration.response.parse(first.json());
    expect(body.message).toBe(SUCCESS_MESSAGES.login);
    const token = body.data.token.replace(/^Bearer /, '');

    // uid and email come from the token, never from the payload.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.user_id));
    expect(row).toMatchObject({
      firebaseUid: session.localId,
      email: address('rita'),
      fullName: 'Rita Reporter',
      loginType: 'email',
    });

    const details = await t.call({
      method: 'POST',
      url: endpoints.userDetails.path,
      token,
      payload: { user_id: body.data.user_id },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.user_email).toBe(address('rita'));

    const again = await register(registration(session.idToken, { full_name: 'Changed Name' }));
    const second = endpoints.registration.response.parse(again.json());
    expect(second.data.user_id).toBe(body.data.user_id);
    expect(second.data.token).not.toBe(body.data.token);
    const [unchanged] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, body.data.user_id));
    expect(unchanged?.fullName).toBe('Rita Reporter');

    // Tokens are stored hashed and end one by one (logout).
    await t.call({ method: 'POST', url: endpoints.logout.path, token });
    const revoked = await t.call({ method: 'GET', url: endpoints.drafts.path, token });
    expect(revoked.statusCode).toBe(401);
    const other = await t.call({
      method: 'GET',
      url: endpoints.drafts.path,
      token: second.data.token.replace(/^Bearer /, ''),
    });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['no name', ''],
    ['an email address for a name', 'someone@example.test'],
  ])(
    'gives an account with %s a neutral public name, never part of its email',
    async (_case, fullName) => {
      const session = await verifiedAccount(address(`nameless.${fullName.length}`));
      const response = await register(registration(session.idToken, { full_name: fullName }));
      expect(response.statusCode).toBe(200);
      const userId = response.json().data.user_id;
      const profile = await t.call({
        method: 'GET',
        url: `${endpoints.authorProfile.path}?user_id=${userId}`,
      });
      expect(profile.json().data.profile.full_name).toBe(DEFAULT_FULL_NAME);
      expect(profile.body).not.toContain('nameless');
    },
  );

  it('registers a federated account without an email verification step', async () => {
    const session = await signInWithIdp('google.com', {
      sub: `google-user-${backend.name}-${RUN}`,
      email: address('gina'),
      name: 'Gina Google',
    });
    expect(
      (decodeClaims(session.idToken).firebase as { sign_in_provider: string }).sign_in_provider,
    ).toBe('google.com');
    const response = await register(
      registration(session.idToken, { full_name: '', login_type: 'google' }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, response.json().data.user_id));
    expect(row).toMatchObject({
      fullName: 'Gina Google',
      email: address('gina'),
      loginType: 'google',
    });
  });

  describe('a person whose Firebase account was made again (the emulator forgot it)', () => {
    const signInAs = async (idToken: string) => {
      const response = await register(registration(idToken));
      expect(response.statusCode).toBe(200);
      const { data } = endpoints.registration.response.parse(response.json());
      return { userId: data.user_id, token: data.token.replace(/^Bearer /, '') };
    };
    const canWrite = async (token: string) =>
      (await t.call({ method: 'GET', url: endpoints.drafts.path, token })).statusCode;
    const rowOf = async (userId: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

    it('signs in as the same user when the new account proves the same email', async () => {
      const email = address('returning');
      const first = await verifiedAccount(email);
      const before = await signInAs(first.idToken);
      await deleteAccount(first.localId);

      const again = await verifiedAccount(email);
      expect(again.localId).not.toBe(first.localId);
      const count = await userCount();
      const after = await signInAs(again.idToken);

      expect(after.userId).toBe(before.userId);
      expect(await userCount()).toBe(count);
      expect(await rowOf(after.userId)).toMatchObject({ firebaseUid: again.localId, email });
      // The old account's sessions ended with it; the new one works.
      expect(await canWrite(before.token)).toBe(401);
      expect(await canWrite(after.token)).toBe(200);
      // And the new uid is now the user's own: the next sign-in finds it by uid.
      expect((await signInAs(again.idToken)).userId).toBe(before.userId);
    });

    it('makes a new user when the new account has not verified the email', async () => {
      const email = address('claimed');
      const owner = await verifiedAccount(email);
      const existing = await signInAs(owner.idToken);
      await deleteAccount(owner.localId);

      const claimant = await signInWithIdp('google.com', {
        sub: `claimant-${backend.name}-${RUN}`,
        email,
        email_verified: false,
      });
      const count = await userCount();
      const claimed = await signInAs(claimant.idToken);

      expect(claimed.userId).not.toBe(existing.userId);
      expect(await userCount()).toBe(count + 1);
      expect(await rowOf(existing.userId)).toMatchObject({ firebaseUid: owner.localId });
      expect(await canWrite(existing.token)).toBe(200);
    });

    it('never hands a user whose email was not verified to a verified newcomer', async () => {
      const email = address('squatted');
      const squatter = await signInWithIdp('apple.com', {
        sub: `squatter-${backend.name}-${RUN}`,
        email,
        email_verified: false,
      });
      const squatted = await signInAs(squatter.idToken);
      await deleteAccount(squatter.localId);

      const owner = await verifiedAccount(email);
      const own = await signInAs(owner.idToken);

      expect(own.userId).not.toBe(squatted.userId);
      expect(await rowOf(squatted.userId)).toMatchObject({ firebaseUid: squatter.localId });
    });
  });

  it('refuses a disabled account', async () => {
    const session = await verifiedAccount(address('disabled'));
    await disableAccount(session.localId);
    const response = await register(registration(session.idToken));
    expect(response.statusCode).toBe(403);
  });

  describe('rejects tokens that do not prove an identity', () => {
    const now = () => Math.floor(Date.now() / 1000);
    /** Claims copied from a real emulator token of the account, then altered by a forger. */
    const forgeFrom = (idToken: string, overrides: Record<string, unknown>) =>
      forgeToken({ ...decodeClaims(idToken), ...overrides });

    it.each([
      ['garbage', async () => 'not-a-jwt', 'auth/argument-error'],
      [
        'a forged token for an account that does not exist',
        async () => {
          const session = await verifiedAccount(address('ghost'));
          return forgeFrom(session.idToken, { sub: 'no-such-user', user_id: 'no-such-user' });
        },
        'auth/user-not-found',
      ],
      [
        'a token with a made-up RS256 signature',
        async () => {
          const session = await verifiedAccount(address('signed'));
          const [, payload] = session.idToken.split('.');
          const header = Buffer.from(
            JSON.stringify({ alg: 'RS256', kid: 'x', typ: 'JWT' }),
          ).toString('base64url');
          return `${header}.${payload}.c2lnbmF0dXJl`;
        },
        'auth/argument-error',
      ],
      [
        'an expired token',
        async () => {
          const session = await verifiedAccount(address('expired'));
          return forgeFrom(session.idToken, { exp: now() - 60 });
        },
        'auth/id-token-expired',
      ],
      [
        'a token for another project',
        async () => {
          const session = await verifiedAccount(address('other'));
          return forgeFrom(session.idToken, {
            aud: 'demo-other-project',
            iss: 'https://securetoken.google.com/demo-other-project',
          });
        },
        'auth/argument-error',
      ],
    ])('%s', async (_name, makeToken, reason) => {
      const token = await makeToken();
      await expect(identity.verify(token)).rejects.toMatchObject({
        failure: 'invalid',
        message: reason,
      });
      const before = await userCount();
      const response = await register(registration(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: expect.any(String) });
      expect(await userCount()).toBe(before);
    });

    it('a forged claim of a verified email on an unverified account', async () => {
      const session = await signUp(address('claims'), PASSWORD);
      const forged = forgeFrom(session.idToken, { email_verified: true });
      const response = await register(registration(forged));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ERROR_MESSAGES.unverifiedEmail);
    });
  });

  it.each([
    ['no identity', { identity: '' }],
    ['a wrong platform', { platform: 2 }],
    ['an unknown login type', { login_type: 'facebook' }],
    ['a non-string name', { full_name: 42 }],
  ])('answers %s with 400', async (_name, overrides) => {
    const response = await register(registration('x', overrides));
    expect(response.statusCode).toBe(400);
  });

  it('rate-limits registration', async () => {
    const limited = await createTestApp(backend, { identity, rateLimits: { registration: 1 } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 2; index++) {
        const response = await limited.call({
          method: 'POST',
          url: endpoints.registration.path,
          payload: registration('garbage'),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 429]);
    } finally {
      await limited.close();
    }
  });
});
