import { createHmac } from 'node:crypto';
import {
  SERVER_MESSAGES,
  SUBSCRIBE_RATE_LIMIT,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, subscriptions } from '../src/db/schema';
import { JOB_QUEUES } from '../src/jobs/queue';
import { newsletterToken } from '../src/newsletter/tokens';
import { MAIL_WEBHOOK_PATH } from '../src/routes/subscriptions';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';
import {
  confirmSubscriber,
  linkTokenOf,
  NEWSLETTER_SECRET,
  newsletterEnv,
  ORIGIN,
  subscribeFrom,
  WEBHOOK_SECRET,
} from './helpers/newsletter';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

/**
 * The newsletter (docs/adr/0017, 0029) through its HTTP calls and jobs, against a real SMTP
 * server: double opt-in, what is sent and to whom, once; one-click unsubscribe; bad links,
 * refusals, reports and limits.
 */
describe.each(testBackends())('the newsletter on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(backend, {
      env: newsletterEnv(smtp),
      jobTiming: { retryDelay: 1, retryDelayMax: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (email: string, ip?: string) => subscribeFrom(t, email, ip);
  const rowOf = async (email: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
  const linkToken = (address: string, path: string) => linkTokenOf(smtp, address, path);
  const confirmed = (email: string) => confirmSubscriber(t, smtp, email);

  it('answers every valid address alike with no token, and lists it only once its emailed link is confirmed', async () => {
    const first = await subscribe('  New.Reader@Example.COM ');
    const again = await subscribe('new.reader@example.com');
    for (const answer of [first, again]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 200,
        message: SUCCESS_MESSAGES.subscribed,
        data: null,
      });
    }
    expect((await rowOf('new.reader@example.com'))?.confirmedAt).toBeNull();
    await t.runJobs();
    const [mail, ...more] = smtp.to('new.reader@example.com');
    expect(more).toHaveLength(1); // one per request, each with a link
    expect(mail?.html).toContain('/newsletter/confirm?token=');
    expect(mail?.text).toContain('/newsletter/confirm?token=');
    // Opening the link changes nothing: the page's button does.
    expect((await rowOf('new.reader@example.com'))?.confirmedAt).toBeNull();
    const token = linkToken('new.reader@example.com', '/newsletter/confirm');
    await callEndpoint(t, 'confirmSubscription', undefined, { token });
    expect((await rowOf('new.reader@example.com'))?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a forged or expired link, saying which, and changes nothing', async () => {
    await subscribe('careful@example.com');
    const row = await rowOf('careful@example.com');
    if (!row) throw new Error('no row');
    const expired = newsletterToken(NEWSLETTER_SECRET, row.id, 'c', Date.now() - 8 * 86_400_000);
    const forged = newsletterToken('someone-elses-secret-0123456789abcdefgh', row.id, 'c');
    const unsubscribeWithConfirm = newsletterToken(NEWSLETTER_SECRET, row.id, 'c');
    for (const [token, message] of [
      [expired, SERVER_MESSAGES.newsletterLinkExpired],
      [forged, SERVER_MESSAGES.newsletterLinkInvalid],
    ] as const) {
      expect(await callEndpoint(t, 'confirmSubscription', undefined, { token })).toMatchObject({
        status: 400,
        message,
      });
    }
    expect(
      await callEndpoint(t, 'unsubscribe', undefined, { token: unsubscribeWithConfirm }),
    ).toMatchObject({ status: 400, message: SERVER_MESSAGES.newsletterLinkInvalid });
    expect(await rowOf('careful@example.com')).toMatchObject({
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });

  it('sends a new article once to each subscriber with its links and one-click headers; one POST unsubscribes', async () => {
    const readers = ['ann@example.com', 'bob@example.com', 'cy@example.com'];
    for (const reader of readers) await confirmed(reader);
    await subscribe('unconfirmed@example.com');
    const author = await t.createUser('Newsletter Author');
    const articleId = await saveArticle(t, author.token, { title: 'Harbour opens at dawn' });
    await t.runJobs();
    for (const reader of readers) {
      const [mail, ...again] = smtp.to(reader).filter((m) => m.subject === 'Harbour opens at dawn');
      expect(again).toEqual([]);
      // Marked as the newsletter's: a view through it counts under Newsletters in the stats.
      expect(mail?.html).toContain(`${ORIGIN}/article/${articleId}?ref=newsletter`);
      expect(mail?.text).toContain(`${ORIGIN}/article/${articleId}?ref=newsletter`);
      expect(mail?.text).toContain('Boats, music and food along the quay.');
      expect(smtp.header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(
      smtp.to('unconfirmed@example.com').some((m) => m.subject === 'Harbour opens at dawn'),
    ).toBe(false);
    // A batch job run again (a retry) sends nobody the article a second time.
    const sent = smtp.messages.filter((m) => m.subject === 'Harbour opens at dawn').length;
    await t.database.db.transaction((tx) =>
      t.jobs.send(tx, JOB_QUEUES.newsletterBatch, { articleId }),
    );
    await t.runJobs();
    expect(smtp.messages.filter((m) => m.subject === 'Harbour opens at dawn')).toHaveLength(sent);

    // One-click unsubscribe with the header's address: one POST, no page.
    const header = String(smtp.header(smtp.to('bob@example.com').at(-1), 'List-Unsubscribe'));
    const url = new URL(header.replace(/^<|>$/g, ''));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await rowOf('bob@example.com'))?.unsubscribedAt).toBeInstanceOf(Date);
    await saveArticle(t, author.token, { title: 'Second tide report' });
    await t.runJobs();
    const second = smtp.messages.filter((m) => m.subject === 'Second tide report');
    const recipients = second.map((m) => m.to && [m.to].flat()[0]?.value[0]?.address);
    expect(recipients).toEqual(expect.arrayContaining(['ann@example.com', 'cy@example.com']));
    expect(recipients).not.toContain('bob@example.com');
  });

  it('sends no more mail to an address refused for good, or reported bounced through the signed webhook', async () => {
    await subscribe('refused@example.com');
    await t.runJobs();
    expect((await rowOf('refused@example.com'))?.suppressedAt).toBeInstanceOf(Date);

    await confirmed('bounces@example.com');
    const body = JSON.stringify([{ type: 'bounce', email: 'Bounces@Example.com' }]);
    const sign = (secret: string) =>
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const forged = await t.app.inject({
      method: 'POST',
      url: MAIL_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-byline-signature': sign('not-the-secret-at-all-0123456789'),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await rowOf('bounces@example.com'))?.suppressedAt).toBeNull();
    const signed = await t.app.inject({
      method: 'POST',
      url: MAIL_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-byline-signature': sign(WEBHOOK_SECRET) },
      payload: body,
    });
    expect(signed.json().data).toEqual({ suppressed: 1 });
    const author = await t.createUser('Bounce Author');
    const articleId = await saveArticle(t, author.token, { title: 'Nobody bounced' });
    await t.runJobs();
    expect(smtp.to('bounces@example.com').some((m) => m.subject === 'Nobody bounced')).toBe(false);
    const deliveries = await t.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.articleId, articleId));
    expect(deliveries.every((d) => d.state === 'sent')).toBe(true);
  });

  it('keeps mail while the SMTP server is down and sends it once it is back', async () => {
    await confirmed('patient@example.com');
    const port = smtp.port;
    await smtp.close();
    const author = await t.createUser('Outage Author');
    await saveArticle(t, author.token, { title: 'Sent after the outage' });
    await t.runJobs();
    smtp = await startTestSmtp(port);
    // The batch waits for its retry (seconds here); then it goes out, once.
    await expect
      .poll(
        async () => {
          await t.runJobs();
          return smtp.to('patient@example.com').filter((m) => m.subject === 'Sent after the outage')
            .length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
  });

  it('limits subscribe calls per address and per client address', async () => {
    for (let call = 0; call < SUBSCRIBE_RATE_LIMIT.perEmail; call += 1) {
      expect((await subscribe('popular@example.com')).statusCode).toBe(200);
    }
    const overAddress = await subscribe('popular@example.com');
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json().message).toBe(SERVER_MESSAGES.subscribeRateLimited);

    const ip = '10.1.0.1';
    for (let call = 0; call < SUBSCRIBE_RATE_LIMIT.perClient; call += 1) {
      expect((await subscribe(`reader-${call}@example.com`, ip)).statusCode).toBe(200);
    }
    const overClient = await subscribe('one-more@example.com', ip);
    expect(overClient.statusCode).toBe(429);
    expect(overClient.json().message).toBe(SERVER_MESSAGES.subscribeRateLimited);
    expect((await subscribe('one-more@example.com')).statusCode).toBe(200);
  });

  it('refuses an invalid address with the field message and stores nothing', async () => {
    const answer = await subscribe('not an address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(`email: ${SERVER_MESSAGES.subscribeEmail}`);
    expect(await rowOf('not an address')).toBeUndefined();
  });
});

/**
 * What the author sees of the newsletter (docs/adr/0029): how many subscribers their article was
 * sent to. A server of its own, so that exactly the subscribers made here are on the list.
 */
describe.each(testBackends())("an article's newsletter reach on $name", (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(backend, { env: newsletterEnv(smtp) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('counts the subscribers the article was sent to, for its author alone', async () => {
    await confirmSubscriber(t, smtp, 'first.reach@example.com');
    await confirmSubscriber(t, smtp, 'second.reach@example.com');
    // Asked, never confirmed: not on the list, not counted.
    expect((await subscribeFrom(t, 'unconfirmed.reach@example.com')).statusCode).toBe(200);
    const author = await t.createUser('Reach Author');
    const other = await t.createUser('Reach Other');
    const newsId = await saveArticle(t, author.token, { title: 'Tide tables for the week' });
    const reach = (token: string | undefined) =>
      callEndpoint(t, 'newsletterReach', token, { news_id: newsId });

    // Published, its mail not sent yet: nobody counted.
    expect((await reach(author.token)).body).toMatchObject({ data: { sent: 0 } });
    await t.runJobs();
    expect(smtp.messages.filter((m) => m.subject === 'Tide tables for the week')).toHaveLength(2);
    expect(await reach(author.token)).toMatchObject({
      status: 200,
      body: { status: 200, message: SERVER_MESSAGES.ok, data: { sent: 2 } },
    });

    // Another author's number is theirs: the article is not found, as a missing one.
    expect(await reach(other.token)).toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.articleNotFound,
    });
    expect(
      await callEndpoint(t, 'newsletterReach', author.token, { news_id: newsId + 1000 }),
    ).toMatchObject({ status: 404, message: SERVER_MESSAGES.articleNotFound });
    expect((await reach(undefined)).status).toBe(401);
  });
});
