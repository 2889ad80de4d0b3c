import { API_KEY, EMULATOR_URL, PROJECT_ID } from './env';

/** The Firebase Auth emulator's REST API: accounts, sign-in and out-of-band codes. */
const identityToolkit = (method: string) =>
  `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;
const emulatorApi = (resource: string) =>
  `${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/${resource}`;

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Removes every account, so a run starts from an empty emulator. */
export async function clearAccounts(): Promise<void> {
  await call(emulatorApi('accounts'), { method: 'DELETE' });
}

/** Every out-of-band code the emulator has "mailed" (verification, password reset). */
export async function oobCodes(): Promise<OobCode[]> {
  const { oobCodes: codes = [] } = await call<{ oobCodes?: OobCode[] }>(emulatorApi('oobCodes'));
  return codes;
}

/** The codes mailed to one address, optionally of one kind, oldest first. */
export async function oobCodesFor(email: string, requestType?: string): Promise<OobCode[]> {
  return (await oobCodes()).filter(
    (code) =>
      code.email.toLowerCase() === email.toLowerCase() &&
      (requestType === undefined || code.requestType === requestType),
  );
}

/** Follows the newest verification link mailed to `email`, as the user clicking it would. */
export async function verifyEmail(email: string): Promise<void> {
  const latest = (await oobCodesFor(email, 'VERIFY_EMAIL')).at(-1);
  if (!latest) throw new Error(`No verification mail was sent to ${email}`);
  const response = await fetch(latest.oobLink);
  if (!response.ok) throw new Error(`The verification link failed: ${response.status}`);
  if (!(await accountByEmail(email))?.emailVerified)
    throw new Error(`${email} is still unverified`);
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/** Looks an account up as an administrator would (the emulator accepts `Bearer owner`). */
export async function accountByEmail(email: string): Promise<EmulatorAccount | undefined> {
  const { users = [] } = await call<{ users?: EmulatorAccount[] }>(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  return users[0];
}

/** Signs in with email and password at the emulator; returns the Firebase ID token. */
export async function signIn(email: string, password: string): Promise<{ idToken: string }> {
  return call(identityToolkit('signInWithPassword'), {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

/**
 * Creates an email account the way the app's sign-up does (account, then a verification mail)
 * and verifies it through its out-of-band code, so the account can log in.
 */
export async function createVerifiedAccount(email: string, password: string): Promise<void> {
  const { idToken } = await call<{ idToken: string }>(identityToolkit('signUp'), {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  await call(identityToolkit('sendOobCode'), {
    method: 'POST',
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  await verifyEmail(email);
}
