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
