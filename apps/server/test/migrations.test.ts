import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SESSION_LIFETIME_MS } from '@byline/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FULL_NAME, WELCOME_GRANT_COINS } from '../src/constants';
import { type DatabaseHandle, MIGRATIONS_DIR } from '../src/db/client';
import { articles, coinTransfers, sessions, users } from '../src/db/schema';
import { listTagNews } from '../src/news/repository';
import { searchNews } from '../src/news/searchRepository';
import { testBackends } from './helpers/backends';

/** A copy of the migrations folder holding only those up to `lastTag`: an older release. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-migrations-'));
  await fs.cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(testBackends())('upgrading a database of an older release on $name', (backend) => {
  let database: DatabaseHandle;
  let olderRelease: string;

  beforeAll(async () => {
    database = await backend.open({ migrate: false });
    olderRelease = await migrationsUpTo('0002_published_count');
    await database.migrate(olderRelease);
    // Rows as the older release wrote them: names defaulted to the email's local part.
    await database.db.execute(sql`
      insert into users (firebase_uid, email, full_name, login_type) values
        ('a', 'jane.doe.private-7f3a@example.test', 'jane.doe.private-7f3a', 'email'),
        ('b', 'Sam.Smith@example.test', 'sam.smith', 'email'),
        ('c', 'rita@example.test', 'Rita Reporter', 'google'),
        ('d', '', 'Nobody', 'apple')`);
    await database.db.execute(sql`
      insert into sessions (user_id, token_hash) select id, 'hash-' || firebase_uid from users`);
    // An article with a cover stored before covers' sizes were kept.
    await database.db.execute(sql`
      insert into articles (author_id, category_id, status, title, description, content,
        image_path, search_text, published_at, keywords)
      select id, 1, 'published', 'Older cover', 'Described', '<p>Text</p>',
        'articles/older.webp', 'older cover', now(), '["Climate Change", "Zürich", "中文"]'::jsonb
      from users where firebase_uid = 'c'`);
    // Balances from before the ledger, in the old numeric(14, 2) column.
    await database.db.execute(sql`update users set wallet = 12.6 where firebase_uid = 'c'`);
    await database.db.execute(sql`update users set wallet = 0.4 where firebase_uid = 'd'`);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(olderRelease, { recursive: true, force: true });
  });

  it('gives published articles of before tags their tag pages', async () => {
    const [article] = await database.db
      .select({ id: articles.id, tagSlugs: articles.tagSlugs })
      .from(articles)
      .where(eq(articles.title, 'Older cover'));
    expect(article?.tagSlugs).toEqual(['climate-change', 'zurich']);
    const page = await listTagNews(database.db, { tag: 'zurich', limit: 10, cursor: null });
    expect(page.items.map((item) => item.id)).toEqual([article?.id]);
  });

  it('replaces full names that are their email’s local part, and only those', async () => {
    const rows = await database.db
      .select({ uid: users.firebaseUid, fullName: users.fullName })
      .from(users)
      .orderBy(asc(users.firebaseUid));
    expect(rows).toEqual([
      { uid: 'a', fullName: DEFAULT_FULL_NAME },
      { uid: 'b', fullName: DEFAULT_FULL_NAME },
      { uid: 'c', fullName: 'Rita Reporter' },
      { uid: 'd', fullName: 'Nobody' },
    ]);
  });

  it('gives sessions issued before lifetimes existed a full lifetime from the upgrade', async () => {
    const rows = await database.db.select().from(sessions);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const remaining = row.expiresAt.getTime() - Date.now();
      expect(remaining).toBeGreaterThan(SESSION_LIFETIME_MS - 10 * 60_000);
      expect(remaining).toBeLessThanOrEqual(SESSION_LIFETIME_MS);
      expect(row.identityCheckedAt).toBeInstanceOf(Date);
    }
  });

  it('keeps a cover stored before sizes and descriptions were kept, with neither', async () => {
    const rows = await database.db
      .select({
        imagePath: articles.imagePath,
        imageWidth: articles.imageWidth,
        imageHeight: articles.imageHeight,
        imageAlt: articles.imageAlt,
      })
      .from(articles);
    // Share cards then omit the size, and the page describes the cover by the title.
    expect(rows).toEqual([
      { imagePath: 'articles/older.webp', imageWidth: null, imageHeight: null, imageAlt: '' },
    ]);
  });

  it('opens the ledger: every account gets the welcome grant and a line for the balance it had', async () => {
    const balances = await database.db
      .select({ uid: users.firebaseUid, wallet: users.wallet })
      .from(users)
      .orderBy(asc(users.firebaseUid));
    expect(balances).toEqual([
      { uid: 'a', wallet: WELCOME_GRANT_COINS },
      { uid: 'b', wallet: WELCOME_GRANT_COINS },
      // Whole coins: 12.6 rounds to 13, 0.4 to nothing.
      { uid: 'c', wallet: WELCOME_GRANT_COINS + 13 },
      { uid: 'd', wallet: WELCOME_GRANT_COINS },
    ]);
    const lines = await database.db
      .select({
        uid: users.firebaseUid,
        from: coinTransfers.fromUserId,
        amount: coinTransfers.amount,
        kind: coinTransfers.kind,
      })
      .from(coinTransfers)
      .innerJoin(users, eq(users.id, coinTransfers.toUserId))
      .orderBy(asc(users.firebaseUid), asc(coinTransfers.amount));
    expect(lines).toEqual([
      { uid: 'a', from: null, amount: WELCOME_GRANT_COINS, kind: 'grant' },
      { uid: 'b', from: null, amount: WELCOME_GRANT_COINS, kind: 'grant' },
      { uid: 'c', from: null, amount: 13, kind: 'grant' },
      { uid: 'c', from: null, amount: WELCOME_GRANT_COINS, kind: 'grant' },
      { uid: 'd', from: null, amount: WELCOME_GRANT_COINS, kind: 'grant' },
    ]);
  });

  it('counts articles published before 0011 as announced, at version 1', async () => {
    const rows = await database.db
      .select({
        version: articles.version,
        publishedAt: articles.publishedAt,
        announcedAt: articles.announcedAt,
      })
      .from(articles);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(1);
    // Followers were told then: the announcement sweep tells nobody again.
    expect(rows[0]?.announcedAt).toEqual(rows[0]?.publishedAt);
  });

  it('makes articles written before 0013 findable by site search, typos too', async () => {
    const found = await searchNews(database.db, {
      q: 'older',
      categoryId: undefined,
      from: undefined,
      to: undefined,
      limit: 10,
      cursor: null,
    });
    expect(found.items.map((item) => item.headline_html)).toEqual(['<mark>Older</mark> cover']);
    // Its words are known to the typo correction too (0014).
    const misspelt = await searchNews(database.db, {
      q: 'oldder',
      categoryId: undefined,
      from: undefined,
      to: undefined,
      limit: 10,
      cursor: null,
    });
    expect(misspelt.items.map((item) => item.title)).toEqual(['Older cover']);
  });

  it('keeps published counts through updates that publish nothing (the trigger of 0009)', async () => {
    const [before] = await database.db
      .select({ count: users.publishedCount })
      .from(users)
      .where(eq(users.firebaseUid, 'c'));
    expect(before?.count).toBe(1);
    await database.db.execute(sql`update articles set comment_count = comment_count + 1`);
    await database.db.execute(sql`update articles set status = 'draft'`);
    const [drafted] = await database.db
      .select({ count: users.publishedCount })
      .from(users)
      .where(eq(users.firebaseUid, 'c'));
    expect(drafted?.count).toBe(0);
    await database.db.execute(sql`update articles set status = 'published'`);
  });
});

describe.each(testBackends())('follow notifications written before 0015 on $name', (backend) => {
  let database: DatabaseHandle;
  let olderRelease: string;
  const unreadOf = async (firebaseUid: string) =>
    (
      await database.db
        .select({ unread: users.unreadNotifications })
        .from(users)
        .where(eq(users.firebaseUid, firebaseUid))
    )[0]?.unread;

  beforeAll(async () => {
    database = await backend.open({ migrate: false });
    olderRelease = await migrationsUpTo('0014_search_words');
    await database.migrate(olderRelease);
    await database.db.execute(sql`
      insert into users (firebase_uid, email, full_name, login_type) values
        ('author', 'author@example.test', 'Author', 'email'),
        ('fan', 'fan@example.test', 'Fan', 'email')`);
    // A follow toggled five times on one day (two of them read), once the day before, and a
    // reward, as the older release wrote them.
    await database.db.execute(sql`
      insert into notifications (user_id, kind, actor_id, created_at, read_at, amount)
      select author.id, rows.kind, fan.id, rows.created_at::timestamptz,
        rows.read_at::timestamptz, rows.amount
      from users author, users fan, (values
        ('follow', '2026-03-01 09:00Z', null, null::bigint),
        ('follow', '2026-03-02 08:00Z', null, null),
        ('follow', '2026-03-02 08:01Z', '2026-03-02 09:00Z', null),
        ('follow', '2026-03-02 08:02Z', null, null),
        ('follow', '2026-03-02 23:59Z', '2026-03-03 09:00Z', null),
        ('reward', '2026-03-02 08:03Z', null, 5)
      ) as rows (kind, created_at, read_at, amount)
      where author.firebase_uid = 'author' and fan.firebase_uid = 'fan'`);
    await database.db.execute(
      sql`update users set unread_notifications = 4 where firebase_uid = 'author'`,
    );
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(olderRelease, { recursive: true, force: true });
  });

  it('keeps the first of each follower and day, and the unread count drops by the unread ones gone', async () => {
    const rows = await database.db.execute(
      sql`select kind, created_at from notifications order by created_at`,
    );
    const kept = (rows as unknown as { rows: Array<{ kind: string; created_at: unknown }> }).rows;
    expect(kept.map((row) => [row.kind, new Date(String(row.created_at)).toISOString()])).toEqual([
      ['follow', '2026-03-01T09:00:00.000Z'],
      ['follow', '2026-03-02T08:00:00.000Z'],
      ['reward', '2026-03-02T08:03:00.000Z'],
    ]);
    // Unread before: the two follows of 1 and 2 March, the one at 08:02, the reward. One gone.
    expect(await unreadOf('author')).toBe(3);
  });
});
