import { CATEGORY_BY_SLUG, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { NEWSLETTER_TEXTS, READER_TEXTS } from '@byline/ui/constants';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from './helpers/env';
import { publish } from './helpers/reader';
import { api, backendSession, newVerifiedAccount, uniqueEmail } from './helpers/session';
import { expect, test, waitForHydration } from './helpers/test';

/**
 * The newsletter as a reader meets it, against a real SMTP server this test starts: subscribe in
 * the footer, confirm from the received email, get a new article, leave with the one-click
 * unsubscribe of its header, and get nothing more.
 */
const received: ParsedMail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((message) => {
          received.push(message);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const to = (address: string) =>
  received.filter((message) =>
    [message.to].flat().some((entry) => entry?.value.some((box) => box.address === address)),
  );
/** The newest message to an address whose subject matches, once it has come (jobs poll). */
async function mailTo(address: string, subject: RegExp | string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = to(address).find((message) =>
          typeof subject === 'string'
            ? message.subject === subject
            : subject.test(message.subject ?? ''),
        );
        return found !== undefined;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}
const linkIn = (message: ParsedMail, path: string) => {
  const match = message.text?.match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in "${message.subject}"`);
  return match[0];
};
const rawHeader = (message: ParsedMail, name: string) => {
  const line = message.headerLines.find((entry) => entry.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
};

test('a reader subscribes, confirms, gets a new article, leaves with one click and gets no more', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const reader = uniqueEmail('newsletter-reader');
  // A second subscriber who stays: their mail shows when a publication's newsletter went out.
  const witness = uniqueEmail('newsletter-witness');
  const author = await backendSession(await newVerifiedAccount('newsletter-author'));

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: READER_TEXTS.emailLabel }).fill(reader);
  await page.getByRole('button', { name: READER_TEXTS.subscribe }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS_MESSAGES.subscribed);

  // The confirmation email's link opens a page; only its button confirms.
  const confirmation = await mailTo(reader, /Confirm/);
  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await page.getByRole('button', { name: NEWSLETTER_TEXTS.confirmButton }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS_MESSAGES.subscriptionConfirmed);

  await api('/api/Newsletter/subscribe', {
    method: 'POST',
    body: JSON.stringify({ email: witness }),
    headers: { 'Content-Type': 'application/json' },
  });
  const witnessLink = new URL(linkIn(await mailTo(witness, /Confirm/), '/newsletter/confirm'));
  await api('/api/Newsletter/confirm', {
    method: 'POST',
    body: JSON.stringify({ token: witnessLink.searchParams.get('token') }),
    headers: { 'Content-Type': 'application/json' },
  });

  const first = `Lighthouse keepers return ${Date.now()}`;
  const firstId = await publish(author.token, {
    title: first,
    category: CATEGORY_BY_SLUG.world.name,
  });
  const news = await mailTo(reader, first);
  expect(news.html).toContain(`/article/${firstId}`);
  expect(news.text).toContain(`/article/${firstId}`);
  expect(rawHeader(news, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // RFC 8058: one POST to the header's address, no page.
  const oneClick = rawHeader(news, 'List-Unsubscribe').replace(/^<|>$/g, '');
  const left = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(left.status()).toBe(200);

  const second = `Fog closes the bay ${Date.now()}`;
  await publish(author.token, { title: second, category: CATEGORY_BY_SLUG.world.name });
  await mailTo(witness, second);
  expect(to(reader).some((message) => message.subject === second)).toBe(false);
});
