import { randomUUID } from 'node:crypto';
import { endpoints } from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier, IdentityError, type IdentityVerifier } from '../src/auth/identity';
import { hashToken } from '../src/auth/sessions';
import { IDENTITY_RECHECK_INTERVAL_MS } from '../src/constants';
import { sessions } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import {
  deleteAccount,
  disableAccount,
  emulatorHost,
  projectId,
  revokeSignIns,
  signInWithIdp,
} from './helpers/emulator';

const RUN = randomUUID().slice(0, 8);
const MINUTE_MS = 60_000;

describe.each(testBackends())('Firebase accounts behind sessions on $name', (backend) => {
  let t: TestApp;
  let identity: IdentityVerifier;
  let accounts = 0;

  beforeAll(async () => {
    identity = createFirebaseVerifier({ projectId: projectId(), emulatorHost: emulatorHost() });
    t = await createTestApp(backend, { identity });
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  /** Signs a new Google account in through the emulator and registers it: a real session. */
  async function signedIn(app: TestApp = t) {
    accounts += 1;
    const account = await signInWithIdp('google.com', {
      sub: `recheck-${backend.name}-${RUN}-${accounts}`,
      email: `recheck.${accounts}.${backend.name}.${RUN}@example.test`,
      name: 'Rhea Recheck',
    });
    return { localId: account.localId, ...(await register(app, account.idToken)) };
  }
  async function register(app: TestApp, idToken: string) {
    const response = await app.call({
      method: 'POST',
      url: endpoints.registration.path,
      payload: {
        full_name: '',
        user_email: '',
        device_token: '',
        user_name: '',
        identity: idToken,
        login_type: 'google',
        platform: 3,
      },
    });
    const { data } = endpoints.registration.response.parse(response.json());
    return { userId: data.user_id, token: data.token.replace(/^Bearer /, ''), idToken };
  }
  const drafts = (token: string, app: TestApp = t) =>
    app.call({ method: 'GET', url: endpoints.drafts.path, token });
  const row = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0];
  /** As if the account was last looked up (and the session begun) this long ago. */
  const age = (token: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    return t.database.db
      .update(sessions)
      .set({ identityCheckedAt: then, createdAt: then })
      .where(eq(sessions.tokenHash, hashToken(token)));
  };
  const checkDue = IDENTITY_RECHECK_INTERVAL_MS + MINUTE_MS;

  it('looks an active account up again after the interval and keeps the session', async () => {
    const user = await signedIn();
    await age(user.token, checkDue);
    const before = Date.now();
    expect((await drafts(user.token)).statusCode).toBe(200);
    expect((await row(user.token))?.identityCheckedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect((await drafts(user.token)).statusCode).toBe(200);
  });

  it('ends every session of a disabled account at its next check', async () => {
    const user = await signedIn();
    const second = await register(t, user.idToken);
    await disableAccount(user.localId);
    // Checked moments ago: the interval bounds how often the provider is asked.
    expect((await drafts(user.token)).statusCode).toBe(200);

    await age(user.token, checkDue);
    expect((await drafts(user.token)).statusCode).toBe(401);
    expect((await drafts(second.token)).statusCode).toBe(401);
    expect((await row(second.token))?.revokedAt).toBeInstanceOf(Date);
  });

  it('ends the sessions of a deleted account', async () => {
    const user = await signedIn();
    await deleteAccount(user.localId);
    await age(user.token, checkDue);
    expect((await drafts(user.token)).statusCode).toBe(401);
  });

  it('ends sessions begun before the account’s sign-ins were revoked, not later ones', async () => {
    const user = await signedIn();
    await age(user.token, checkDue);
    await revokeSignIns(user.localId);
    expect((await drafts(user.token)).statusCode).toBe(401);

    // Signing in again afterwards gives a session the revocation does not cover.
    const again = await signInWithIdp('google.com', {
      sub: `recheck-${backend.name}-${RUN}-${accounts}`,
      email: `recheck.${accounts}.${backend.name}.${RUN}@example.test`,
    });
    const fresh = await register(t, again.idToken);
    await t.database.db
      .update(sessions)
      .set({ identityCheckedAt: new Date(Date.now() - checkDue) })
      .where(eq(sessions.tokenHash, hashToken(fresh.token)));
    expect((await drafts(fresh.token)).statusCode).toBe(200);
  });

  it('keeps sessions working while the identity provider cannot answer', async () => {
    const outage: IdentityVerifier = {
      verify: (idToken) => identity.verify(idToken),
      lookup: async () => {
        throw new IdentityError('unavailable', 'auth/network-error');
      },
      deleteAccount: (uid) => identity.deleteAccount(uid),
      close: async () => {},
    };
    const user = await signedIn();
    const degraded = await createTestApp(backend, { identity: outage, database: t.database });
    try {
      await age(user.token, checkDue);
      expect((await drafts(user.token, degraded)).statusCode).toBe(200);
      // The next look-up is due an interval later, not on every call during the outage.
      const checked = (await row(user.token))?.identityCheckedAt.getTime() ?? 0;
      expect(Date.now() - checked).toBeLessThan(MINUTE_MS);
    } finally {
      await degraded.close();
    }
  });
});
