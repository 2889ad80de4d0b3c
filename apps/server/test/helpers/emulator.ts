import { inject } from 'vitest';

/** REST calls to the Firebase Auth emulator: how tests make real accounts without a browser. */
export const emulatorHost = () => inject('authEmulatorHost');
export const projectId = () => inject('firebaseProjectId');

const api = (pathAndQuery: string) =>
  `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`;

async function post<T>(url: string, body: unknown, owner = false): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The emulator treats "Bearer owner" as an admin call.
      ...(owner ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${url}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface EmulatorSession {
  localId: string;
  idToken: string;
  email?: string;
}

export function signUp(email: string, password: string): Promise<EmulatorSession> {
  return post(api('accounts:signUp?key=fake-api-key'), {
    email,
    password,
    returnSecureToken: true,
  });
}

export function signInWithPassword(email: string, password: string): Promise<EmulatorSession> {
  return post(api('accounts:signInWithPassword?key=fake-api-key'), {
    email,
    password,
    returnSecureToken: true,
  });
}

/**
 * A federated sign-in: the emulator accepts a JSON id_token in place of the provider's. The
 * provider vouches for the email unless `email_verified: false` says otherwise.
 */
export function signInWithIdp(
  providerId: 'google.com' | 'apple.com',
  claims: { sub: string; email: string; name?: string; email_verified?: boolean },
): Promise<EmulatorSession> {
  const idToken = JSON.stringify({ email_verified: true, ...claims });
  return post(api('accounts:signInWithIdp?key=fake-api-key'), {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${providerId}`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
}

/** Verifies an email the way a user does: request the mail, then apply its out-of-band code. */
export async function verifyEmail(session: EmulatorSession & { email: string }): Promise<void> {
  await post(api('accounts:sendOobCode?key=fake-api-key'), {
    requestType: 'VERIFY_EMAIL',
    idToken: session.idToken,
  });
  const response = await fetch(
    `http://${emulatorHost()}/emulator/v1/projects/${projectId()}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.findLast(
    (entry) => entry.email === session.email && entry.requestType === 'VERIFY_EMAIL',
  );
  if (!code) throw new Error(`No verification code for ${session.email}`);
  await post(api('accounts:update?key=fake-api-key'), { oobCode: code.oobCode });
}

/** Removes an account, as a lost emulator state (or an account deleted at Firebase) would. */
export async function deleteAccount(localId: string): Promise<void> {
  await post(api(`projects/${projectId()}/accounts:delete`), { localId }, true);
}

export async function disableAccount(localId: string): Promise<void> {
  await post(api(`projects/${projectId()}/accounts:update`), { localId, disableUser: true }, true);
}

/** Revokes the account's sign-ins from now on, as a password change or an admin does. */
export async function revokeSignIns(localId: string): Promise<void> {
  const validSince = String(Math.floor(Date.now() / 1000));
  await post(api(`projects/${projectId()}/accounts:update`), { localId, validSince }, true);
}

/** An unsigned token like the emulator's, with whatever claims a forger chooses. */
export function forgeToken(claims: Record<string, unknown>, header = { alg: 'none', typ: 'JWT' }) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode(header)}.${encode(claims)}.`;
}

export function decodeClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
