import { ROLE_MESSAGES } from '@byline/api-client/contract';
import { MEMBERS_TEXTS } from '@byline/ui/constants';
import { tag } from './helpers/editor';
import { signIn } from './helpers/emulator';
import { ADMIN, ensureAdminAccount } from './helpers/newsroom';
import { publish } from './helpers/reader';
import {
  api,
  type Credentials,
  logInThroughUi,
  newVerifiedAccount,
  toast,
} from './helpers/session';
import { expect, test } from './helpers/test';

/** Signs a writer in with the backend under a name of their own; answers their session. */
async function registerWriter(credentials: Credentials, fullName: string) {
  const { idToken } = await signIn(credentials.email, credentials.password);
  const body = await api<{ data: { token: string; user_id: number } }>('/api/User/Registration', {
    method: 'POST',
    body: JSON.stringify({
      full_name: fullName,
      user_email: credentials.email,
      device_token: '',
      user_name: fullName,
      identity: idToken,
      login_type: 'email',
      platform: 3,
    }),
    headers: { 'Content-Type': 'application/json' },
  });
  return { token: body.data.token.replace(/^Bearer /, ''), userId: body.data.user_id };
}

test('an administrator makes an author a contributor, who can then no longer publish', async ({
  page,
}) => {
  const name = `Writer ${tag()}`;
  const writer = await registerWriter(await newVerifiedAccount('writer'), name);
  // An author: publishing works at once, as before roles.
  await publish(writer.token, { title: `${name}: first story`, category: 'world' });

  await ensureAdminAccount();
  await logInThroughUi(page, ADMIN);
  // The administrator's profile leads to the members page.
  await page.goto('/profile');
  await page.getByRole('link', { name: MEMBERS_TEXTS.link }).click();
  await expect(page.getByRole('heading', { name: MEMBERS_TEXTS.title, level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: MEMBERS_TEXTS.search }).fill(name);
  const members = page.getByRole('list', { name: MEMBERS_TEXTS.list });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  const picker = members.getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(name) });
  await expect(picker).toHaveValue('author');
  await picker.selectOption({ label: MEMBERS_TEXTS.roleLabels.contributor });
  await expect(
    toast(page, MEMBERS_TEXTS.changed(name, MEMBERS_TEXTS.roleLabels.contributor)),
  ).toBeVisible();

  // The same session of the writer, now a contributor's: drafts yes, publishing no.
  await expect(
    publish(writer.token, { title: `${name}: second story`, category: 'world' }),
  ).rejects.toThrow(ROLE_MESSAGES.publish);
  await expect(api('/api/Members/list', { token: writer.token })).rejects.toThrow(
    ROLE_MESSAGES.manageMembers,
  );

  // After a reload the page shows the role the server keeps.
  await page.reload();
  await page.getByRole('searchbox', { name: MEMBERS_TEXTS.search }).fill(name);
  await expect(
    page
      .getByRole('list', { name: MEMBERS_TEXTS.list })
      .getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(name) }),
  ).toHaveValue('contributor');
});
