import { createHmac } from 'node:crypto';
import {
  CATEGORY_IDS,
  NEWSLETTER_MANAGE_DAYS,
  PAGE_PATHS,
  SERVER_MESSAGES,
  SITE_NAME,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { EMAIL_TEXTS } from '@byline/ui/emails';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import { JOB_QUEUES } from '../src/jobs/queue';
import { jobHandlers } from '../src/jobs/workers';
import { createMailer } from '../src/newsletter/mailer';
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
  WEBHOOK_SECRET,
} from './helpers/newsletter';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

const DAY_MS = 86_400_000;

/**
 * What a subscriber chooses through the preferences link of their emails (docs/adr/0029), and
 * that what is sent follows it: every article or a daily digest, chosen categories, the authors
 * a signed-in reader follows. Against a real SMTP server, the jobs run as the workers run them.
 */
describe.each(testBackends())('newsletter choices on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let house: { userId: number; token: string };
  let editions = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(backend, { env: newsletterEnv(smtp) });
    house = await t.createUser('House Author');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rowOf = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, email));
    if (!row) throw new Error(`no subscription of ${email}`);
    return row;
  };
  const subjectsTo = (email: string) => smtp.to(email).map((mail) => mail.subject);
  const articleUrl = (id: number) => `${ORIGIN}${PAGE_PATHS.article(id)}`;

  /**
   * Confirms each address (signed in with its token when given) and sends them all a new article,
   * as subscribers start: every article of all news. Answers each one's preferences link, read
   * from that email.
   */
  async function subscribersWithLinks(
    readers: Array<{ email: string; token?: string }>,
  ): Promise<string[]> {
    for (const { email, token } of readers) await confirmSubscriber(t, smtp, email, token);
    editions += 1;
    const title = `Welcome edition ${editions}`;
    await saveArticle(t, house.token, { title, category: CATEGORY_IDS.world });
    await t.runJobs();
    return readers.map(({ email }) => {
      expect(subjectsTo(email)).toContain(title);
      return linkTokenOf(smtp, email, '/newsletter/preferences');
    });
  }

  const preferences = (token: string) =>
    callEndpoint(t, 'newsletterPreferences', undefined, { token });
  const choose = (
    token: string,
    choice: { mode: string; categories?: number[]; follow_authors: boolean },
  ) => callEndpoint(t, 'updateNewsletterPreferences', undefined, { token, ...choice });

  /** The daily digest's job, as its cron sends it (NEWSLETTER_DIGEST_CRON), then every job due. */
  async function runDigest(): Promise<void> {
    await t.database.db.transaction((tx) => t.jobs.send(tx, JOB_QUEUES.newsletterDigest, {}));
    await t.runJobs();
  }

  it("shows the emailed link's choices and saves new ones, with no password", async () => {
    const [token = ''] = await subscribersWithLinks([{ email: 'chooser@example.com' }]);
    expect(await preferences(token)).toMatchObject({
      status: 200,
      body: {
        data: { mode: 'each', categories: [], follow_authors: false, can_follow_authors: false },
      },
    });

    const saved = await choose(token, {
      mode: 'digest',
      categories: [CATEGORY_IDS.sports, CATEGORY_IDS.world, CATEGORY_IDS.sports],
      follow_authors: false,
    });
    const chosen = {
      mode: 'digest',
      categories: [CATEGORY_IDS.world, CATEGORY_IDS.sports],
      follow_authors: false,
      can_follow_authors: false,
    };
    expect(saved).toMatchObject({
      status: 200,
      message: SUCCESS_MESSAGES.newsletterPreferencesSaved,
      body: { data: chosen },
    });
    // The page opened again from the same email shows what was saved.
    expect((await preferences(token)).body).toMatchObject({ data: chosen });
    expect(await rowOf('chooser@example.com')).toMatchObject({
      mode: 'digest',
      categoryIds: [CATEGORY_IDS.world, CATEGORY_IDS.sports],
    });

    // Back to every article of all news (categories left out).
    expect((await choose(token, { mode: 'each', follow_authors: false })).body).toMatchObject({
      data: { mode: 'each', categories: [] },
    });
    expect((await preferences(token)).body).toMatchObject({
      data: { mode: 'each', categories: [] },
    });
  });

  it('lets a reader who subscribed signed in with that very address follow their authors, and nobody else', async () => {
    const reader = await t.createUser('Linked Reader');
    const other = await t.createUser('Other Signed Reader');
    const [linked = '', unlinked = '', anonymous = ''] = await subscribersWithLinks([
      { email: 'linked.reader@example.test', token: reader.token },
      // Signed in, but subscribing another address: that address's owner is not known.
      { email: 'not.theirs@example.com', token: other.token },
      { email: 'anonymous@example.com' },
    ]);
    expect((await preferences(linked)).body).toMatchObject({
      data: { follow_authors: false, can_follow_authors: true },
    });
    const follow = { mode: 'each', categories: [CATEGORY_IDS.business], follow_authors: true };
    expect((await choose(linked, follow)).body).toMatchObject({
      data: { follow_authors: true, can_follow_authors: true },
    });
    expect((await preferences(linked)).body).toMatchObject({ data: { follow_authors: true } });

    for (const token of [unlinked, anonymous]) {
      expect((await preferences(token)).body).toMatchObject({
        data: { can_follow_authors: false },
      });
      expect(await choose(token, follow)).toMatchObject({
        status: 200,
        body: { data: { follow_authors: false, can_follow_authors: false } },
      });
    }
    expect((await rowOf('not.theirs@example.com')).followAuthors).toBe(false);
  });

  it('refuses an expired, forged or other link, saying which, and changes nothing', async () => {
    await confirmSubscriber(t, smtp, 'guarded@example.com');
    const before = await rowOf('guarded@example.com');
    const longAgo = Date.now() - (NEWSLETTER_MANAGE_DAYS + 1) * DAY_MS;
    const refusals = [
      [
        newsletterToken(NEWSLETTER_SECRET, before.id, 'm', longAgo),
        SERVER_MESSAGES.newsletterLinkExpired,
      ],
      [
        newsletterToken('someone-elses-secret-0123456789abcdefgh', before.id, 'm'),
        SERVER_MESSAGES.newsletterLinkInvalid,
      ],
      // The confirmation link opens no preferences.
      [newsletterToken(NEWSLETTER_SECRET, before.id, 'c'), SERVER_MESSAGES.newsletterLinkInvalid],
      // Signed, but of no subscription.
      [
        newsletterToken(NEWSLETTER_SECRET, before.id + 10_000, 'm'),
        SERVER_MESSAGES.newsletterLinkInvalid,
      ],
      ['12.m.34', `token: ${SERVER_MESSAGES.unsubscribeToken}`],
    ] as const;
    for (const [token, message] of refusals) {
      expect(await preferences(token)).toMatchObject({ status: 400, message });
      expect(
        await choose(token, {
          mode: 'digest',
          categories: [CATEGORY_IDS.crime],
          follow_authors: true,
        }),
      ).toMatchObject({ status: 400, message });
    }
    expect(await rowOf('guarded@example.com')).toEqual(before);
  });

  it("refuses choices outside the contract with the contract's message, and changes nothing", async () => {
    const [token = ''] = await subscribersWithLinks([{ email: 'picky@example.com' }]);
    const before = await rowOf('picky@example.com');
    const valid = { mode: 'each', categories: [CATEGORY_IDS.world], follow_authors: false };
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ mode: 'weekly' }, `mode: ${SERVER_MESSAGES.newsletterMode}`],
      [{ mode: undefined }, `mode: ${SERVER_MESSAGES.newsletterMode}`],
      [{ categories: [99] }, SERVER_MESSAGES.unknownCategory],
      [{ categories: [CATEGORY_IDS.world, 0] }, `categories.1: ${SERVER_MESSAGES.unknownCategory}`],
      [{ categories: [1.5] }, `categories.0: ${SERVER_MESSAGES.unknownCategory}`],
      [
        { categories: Array.from({ length: 21 }, () => CATEGORY_IDS.world) },
        `categories: ${SERVER_MESSAGES.unknownCategory}`,
      ],
    ];
    for (const [change, message] of refusals) {
      const answer = await t.call({
        method: 'POST',
        url: '/api/Newsletter/preferences',
        payload: { token, ...valid, ...change },
      });
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect(await rowOf('picky@example.com')).toEqual(before);
  });

  it('sends a subscriber the articles of their categories and of the authors they follow, not others', async () => {
    const reader = await t.createUser('Author Follower');
    const [fanLink = '', followerLink = ''] = await subscribersWithLinks([
      { email: 'sports.fan@example.com' },
      { email: 'author.follower@example.test', token: reader.token },
    ]);
    await choose(fanLink, {
      mode: 'each',
      categories: [CATEGORY_IDS.sports],
      follow_authors: false,
    });
    await choose(followerLink, {
      mode: 'each',
      categories: [CATEGORY_IDS.environment],
      follow_authors: true,
    });
    const followed = await t.createUser('Followed Columnist');
    const other = await t.createUser('Unfollowed Columnist');
    expect(
      await callEndpoint(t, 'follow', reader.token, { user_id: followed.userId }),
    ).toMatchObject({ status: 200 });

    await saveArticle(t, followed.token, {
      title: 'Markets open higher',
      category: CATEGORY_IDS.business,
    });
    await saveArticle(t, other.token, {
      title: 'Cup final tonight',
      category: CATEGORY_IDS.sports,
    });
    await saveArticle(t, other.token, {
      title: 'Rates held steady',
      category: CATEGORY_IDS.business,
    });
    await saveArticle(t, other.token, {
      title: 'Rivers run clean',
      category: CATEGORY_IDS.environment,
    });
    await t.runJobs();

    const titles = [
      'Markets open higher',
      'Cup final tonight',
      'Rates held steady',
      'Rivers run clean',
    ];
    const received = (email: string) =>
      subjectsTo(email).filter((subject) => titles.includes(subject ?? ''));
    expect(received('sports.fan@example.com')).toEqual(['Cup final tonight']);
    expect(received('author.follower@example.test').sort()).toEqual([
      'Markets open higher',
      'Rivers run clean',
    ]);
  });

  it('sends a digest subscriber no email per article, and one digest of the waiting articles when its job runs, once', async () => {
    const [morningLink = '', sportsLink = ''] = await subscribersWithLinks([
      { email: 'morning@example.com' },
      { email: 'sports.morning@example.com' },
    ]);
    await choose(morningLink, { mode: 'digest', follow_authors: false });
    await choose(sportsLink, {
      mode: 'digest',
      categories: [CATEGORY_IDS.sports],
      follow_authors: false,
    });
    const before = smtp.to('morning@example.com').length;
    const sportsBefore = smtp.to('sports.morning@example.com').length;
    const ferry = await saveArticle(t, house.token, {
      title: 'Ferry timetable changes',
      category: CATEGORY_IDS.tourism,
    });
    const bakery = await saveArticle(t, house.token, {
      title: 'Bakery wins a prize',
      category: CATEGORY_IDS.lifestyle,
    });
    await t.runJobs();
    expect(smtp.to('morning@example.com')).toHaveLength(before);

    // 07:00 UTC: the day's waiting articles, newest first, in one email.
    await runDigest();
    const [digest, ...more] = smtp.to('morning@example.com').slice(before);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe(EMAIL_TEXTS.digestSubject(SITE_NAME, 2));
    const text = digest?.text ?? '';
    expect(text).toContain(EMAIL_TEXTS.digestHeading(2));
    expect(text.indexOf('Bakery wins a prize')).toBeGreaterThan(-1);
    expect(text.indexOf('Bakery wins a prize')).toBeLessThan(
      text.indexOf('Ferry timetable changes'),
    );
    for (const id of [ferry, bakery]) {
      expect(text).toContain(articleUrl(id));
      expect(digest?.html).toContain(articleUrl(id));
    }
    expect(text).toContain(`${ORIGIN}/newsletter/preferences?token=`);
    expect(smtp.header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Neither article is of the sports digest's category: it gets nothing.
    expect(smtp.to('sports.morning@example.com')).toHaveLength(sportsBefore);

    // The job again (a retry, a second process): nothing new for anyone.
    const sent = smtp.messages.length;
    await runDigest();
    expect(smtp.messages).toHaveLength(sent);

    // The next day's article goes in the next digest, alone.
    const harbour = await saveArticle(t, house.token, {
      title: 'Harbour lights relit',
      category: CATEGORY_IDS.world,
    });
    await t.runJobs();
    await runDigest();
    const [next, ...after] = smtp.to('morning@example.com').slice(before + 1);
    expect(after).toEqual([]);
    expect(next?.subject).toBe(EMAIL_TEXTS.digestSubject(SITE_NAME, 1));
    expect(next?.text).toContain(articleUrl(harbour));
    expect(next?.text).not.toContain(articleUrl(ferry));

    // Back to every article: the next one comes at once, in its own email.
    await choose(morningLink, { mode: 'each', follow_authors: false });
    await saveArticle(t, house.token, {
      title: 'Tram line extended',
      category: CATEGORY_IDS.world,
    });
    await t.runJobs();
    expect(subjectsTo('morning@example.com').at(-1)).toBe('Tram line extended');
  });

  it('sends no digest to a subscriber who left, or whose address bounced, before it went out', async () => {
    // In id order, so that the digest's first batch (NEWSLETTER_BATCH 2) is of these two alone.
    const [leavingLink = '', bouncedLink = '', stayingLink = ''] = await subscribersWithLinks([
      { email: 'leaving@example.com' },
      { email: 'bounced@example.com' },
      { email: 'staying@example.com' },
    ]);
    for (const token of [leavingLink, bouncedLink, stayingLink]) {
      await choose(token, { mode: 'digest', follow_authors: false });
    }
    const seen = (email: string) => smtp.to(email).length;
    const before = {
      leaving: seen('leaving@example.com'),
      bounced: seen('bounced@example.com'),
      staying: seen('staying@example.com'),
    };
    await saveArticle(t, house.token, {
      title: 'Night market opens',
      category: CATEGORY_IDS.world,
    });
    await t.runJobs();
    // In the evening, after the article, before the morning's digest: one reader leaves, the
    // mail provider reports another's address bounced.
    expect(await callEndpoint(t, 'unsubscribe', undefined, { token: leavingLink })).toMatchObject({
      status: 200,
      message: SUCCESS_MESSAGES.unsubscribed,
    });
    const report = JSON.stringify({ type: 'bounce', email: 'bounced@example.com' });
    const bounce = await t.app.inject({
      method: 'POST',
      url: MAIL_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-byline-signature': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(report).digest('hex')}`,
      },
      payload: report,
    });
    expect(bounce.json().data).toEqual({ suppressed: 1 });
    await runDigest();
    expect(seen('leaving@example.com')).toBe(before.leaving);
    expect(seen('bounced@example.com')).toBe(before.bounced);
    expect(
      smtp
        .to('staying@example.com')
        .slice(before.staying)
        .map((m) => m.subject),
    ).toEqual([EMAIL_TEXTS.digestSubject(SITE_NAME, 1)]);
  });

  it('sends no waiting article to a subscriber who left while it was being sent', async () => {
    const [leavingLink = ''] = await subscribersWithLinks([
      { email: 'mid.send@example.com' },
      { email: 'stays.on@example.com' },
    ]);
    const before = smtp.to('mid.send@example.com').length;
    await saveArticle(t, house.token, { title: 'Long list evening', category: CATEGORY_IDS.world });
    // The article's deliveries are made; its batches have not all gone out yet.
    const mailer = createMailer(t.config.mail);
    const handlers = jobHandlers({ db: t.database.db, jobs: t.jobs, mailer, config: t.config });
    await t.jobs.drain({
      [JOB_QUEUES.articleLive]: handlers[JOB_QUEUES.articleLive],
      [JOB_QUEUES.newsletterArticle]: handlers[JOB_QUEUES.newsletterArticle],
    });
    mailer.close();
    await callEndpoint(t, 'unsubscribe', undefined, { token: leavingLink });
    await t.runJobs();
    expect(smtp.to('mid.send@example.com')).toHaveLength(before);
    // Who stayed got it, and the article's sending finished (no batch left to retry).
    expect(subjectsTo('stays.on@example.com')).toContain('Long list evening');
    expect(await t.runJobs()).toBe(0);
  });
});
