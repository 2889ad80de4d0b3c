import { createVerifiedAccount } from './emulator';
import { E2E_ADMIN_EMAIL } from './env';
import { api, backendSession, type Credentials } from './session';

/** The newsroom's people in the e2e stack: its administrator, named accounts, role changes. */

/** The stack's administrator (BYLINE_ADMIN_EMAILS): made once per stack, kept if it exists. */
export const ADMIN: Credentials = {
  email: E2E_ADMIN_EMAIL,
  password: 'Admin-password-of-the-e2e-stack',
};

export async function ensureAdminAccount(): Promise<void> {
  try {
    await createVerifiedAccount(ADMIN.email, ADMIN.password);
  } catch (error) {
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
  }
}

/** Gives the account a name of its own (names are public); answers its backend session. */
export async function named(credentials: Credentials, name: string) {
  const session = await backendSession(credentials);
  const form = new FormData();
  form.set('full_name', name);
  form.set('author_bio', '');
  await api('/api/User/updateProfile', { method: 'POST', body: form, token: session.token });
  return session;
}

/** A JSON POST with the caller's token. */
export const json = (token: string, body: unknown): RequestInit & { token: string } => ({
  method: 'POST',
  token,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The administrator gives the account a role (through the members call). */
export async function giveRole(userId: number, role: string): Promise<void> {
  await ensureAdminAccount();
  const admin = await backendSession(ADMIN);
  await api('/api/Members/changeRole', json(admin.token, { user_id: userId, role }));
}
