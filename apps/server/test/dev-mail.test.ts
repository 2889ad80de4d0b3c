import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_IDS, PAGE_PATHS, withSourceMarker } from '@byline/api-client/contract';
import { EMAIL_TEXTS } from '@byline/ui/emails';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAIL_PATH } from '../src/routes/dev-mail';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';
import { NEWSLETTER_SECRET, newsletterEnv, ORIGIN } from './helpers/newsletter';

const MAIL_SERVER = path.resolve(import.meta.dirname, '../../../scripts/stack/mail-server.mjs');

/** A loopback port free now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The stack's own SMTP server (as `npm start` runs it), keeping each message in `folder`. */
async function startStackMailServer(folder: string): Promise<{ port: number; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIL_SERVER, String(port), folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mail server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('local SMTP server on')) resolve();
    });
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/** Waits until the mail server has written `count` messages (it writes after accepting). */
async function keptMessages(folder: string, count: number): Promise<string[]> {
  let files: string[] = [];
  await expect
    .poll(async () => {
      files = (await fs.readdir(folder)).filter((name) => name.endsWith('.eml'));
      return files.length;
    })
    .toBe(count);
  return files;
}

const [backend] = testBackends();
if (!backend) throw new Error('no test backend');

/**
 * /dev/mail (docs/server.md "Email"): the local stack's mail, as its SMTP server kept it, listed
 * and shown as a reader sees it; never in production.
 */
describe('the local mail at /dev/mail', () => {
  let folder: string;
  let mailServer: { port: number; stop(): void };
  let t: TestApp;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-dev-mail-'));
    mailServer = await startStackMailServer(folder);
    t = await createTestApp(backend, {
      env: { ...newsletterEnv(mailServer), DEV_MAIL_DIR: folder },
    });
  });
  afterAll(async () => {
    await t?.close();
    mailServer?.stop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it("lists the stack's kept messages, newest first, and shows one as its reader sees it", async () => {
    // A subscriber's confirmation, then a new article: two messages kept.
    const subscribe = await t.call({
      method: 'POST',
      url: '/api/Newsletter/subscribe',
      payload: { email: 'local.reader@example.com' },
    });
    expect(subscribe.statusCode).toBe(200);
    await t.runJobs();
    const [confirmFile = ''] = await keptMessages(folder, 1);
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `${DEV_MAIL_PATH}/${confirmFile}`,
    });
    const token = confirmation.body.match(/\/newsletter\/confirm\?token=([^"&\s<]+)/)?.[1];
    expect(token).toBeDefined();
    await t.call({
      method: 'POST',
      url: '/api/Newsletter/confirm',
      payload: { token: decodeURIComponent(token ?? '') },
    });
    const author = await t.createUser('Local Author');
    const articleId = await saveArticle(t, author.token, {
      title: 'Kept in the local inbox',
      category: CATEGORY_IDS.world,
    });
    await t.runJobs();
    await keptMessages(folder, 2);

    const list = await t.app.inject({ method: 'GET', url: DEV_MAIL_PATH });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    const subjects = [...list.body.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a> to ([^·]+)·/g)];
    expect(subjects.map((entry) => entry[2])).toEqual([
      'Kept in the local inbox',
      EMAIL_TEXTS.confirmSubject('Byline'),
    ]);
    for (const entry of subjects) expect(entry[3]).toContain('local.reader@example.com');

    // The newest, opened: the email's own HTML, then its headers and plain text.
    const shown = await t.app.inject({ method: 'GET', url: subjects[0]?.[1] ?? '' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    const [html = '', below = ''] = shown.body.split('<hr>');
    // The article's link as the newsletter sends it: marked as the newsletter's.
    const link = withSourceMarker(`${ORIGIN}${PAGE_PATHS.article(articleId)}`, 'newsletter');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain(EMAIL_TEXTS.unsubscribe);
    expect(below).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(below).toContain(link);

    // Only the kept messages: no other file of the folder, nothing outside it.
    await fs.writeFile(path.join(folder, 'notes.txt'), 'not a message');
    for (const file of ['notes.txt', 'missing.eml', '..%2F..%2Fetc%2Fpasswd']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}/${file}` })).statusCode,
      ).toBe(404);
    }
  });
});

describe('/dev/mail in production', () => {
  let folder: string;
  let t: TestApp;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-dev-mail-prod-'));
    await fs.writeFile(path.join(folder, '1-1.eml'), 'Subject: Kept\r\n\r\nA kept message.\r\n');
    t = await createTestApp(backend, {
      env: {
        NODE_ENV: 'production',
        // Production's required settings (the database itself is the test's).
        DATA_DIR: folder,
        NEWSLETTER_SECRET,
        PUBLIC_ORIGIN: ORIGIN,
        DEV_MAIL_DIR: folder,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('answers 404, even with DEV_MAIL_DIR set', async () => {
    expect(t.config.production).toBe(true);
    for (const url of [DEV_MAIL_PATH, `${DEV_MAIL_PATH}/1-1.eml`]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('A kept message');
    }
  });
});
