import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readingStats } from '@byline/api-client/contract';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_GRANT_COINS } from '../src/constants';
import type { DatabaseHandle } from '../src/db/client';
import { articles, coinTransfers, follows, users } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import { sanitizeArticleHtml } from '../src/sanitize/html';
import { SEED_ACTIONS, SEED_AUTHORS, SEED_CONTENT, SEED_PLACES } from '../src/seed/content';
import { COVER_SIZE } from '../src/seed/images';
import { DEFAULT_SEED_ARTICLES, SEED_READERS, seedDatabase } from '../src/seed/seed';
import { testBackends } from './helpers/backends';

/** Every balance is coins in minus coins out (docs/adr/0015). */
function expectBalancesMatchLedger(
  all: Array<typeof users.$inferSelect>,
  ledger: Array<typeof coinTransfers.$inferSelect>,
) {
  const sum = (lines: typeof ledger) => lines.reduce((total, line) => total + line.amount, 0);
  for (const user of all) {
    const coinsIn = sum(ledger.filter((line) => line.toUserId === user.id));
    const coinsOut = sum(ledger.filter((line) => line.fromUserId === user.id));
    expect(user.wallet, user.fullName).toBe(coinsIn - coinsOut);
  }
}

/**
 * The default seed reads like news: unique headlines with subtitles, bodies with
 * headings, lists and quotes that the sanitiser keeps as they are, many authors with followers
 * and coins kept as the community code keeps them, dates over months, photographic covers.
 */
describe.each(testBackends())('the seed on $name', (backend) => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let rows: Array<typeof articles.$inferSelect>;

  beforeAll(async () => {
    database = await backend.open();
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-seed-'));
    await seedDatabase(database.db, new LocalMediaStorage(mediaDir));
    rows = await database.db.select().from(articles).orderBy(asc(articles.id));
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('writes the default number of articles, each with a unique headline and a subtitle', () => {
    expect(rows).toHaveLength(DEFAULT_SEED_ARTICLES);
    expect(new Set(rows.map((row) => row.title)).size).toBe(DEFAULT_SEED_ARTICLES);
    for (const row of rows) {
      expect(row.subtitle.trim(), row.title).not.toBe('');
      expect(row.description.trim(), row.title).not.toBe('');
      expect(row.keywords.length, row.title).toBeGreaterThan(0);
    }
  });

  it('writes bodies with headings, a list and a quote, unchanged by the sanitiser', () => {
    for (const row of rows) {
      expect(row.content).toMatch(/<h2>[^<]+<\/h2>/);
      expect(row.content).toMatch(/<(ul|ol)><li>/);
      expect(row.content).toMatch(/<blockquote>[^<]+<\/blockquote>/);
      expect((row.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(sanitizeArticleHtml(row.content)).toBe(row.content);
      // The reading time the database added up is the contract's for the stored body.
      expect(row.readingMinutes, row.title).toBe(readingStats(row.content).minutes);
    }
    expect(new Set(rows.map((row) => row.content)).size).toBe(DEFAULT_SEED_ARTICLES);
  });

  it('spreads articles over many authors, newest first over more than three months', () => {
    const authors = new Set(rows.map((row) => row.authorId));
    expect(authors.size).toBe(SEED_AUTHORS.length);
    const times = rows.map((row) => row.publishedAt?.getTime() ?? 0);
    // Ids grow as the articles get older: the newest was written first.
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const span = (times[0] ?? 0) - (times[times.length - 1] ?? 0);
    expect(span).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
  });

  it('gives authors bios, avatars, varied followers and coins, and never a way to sign in', async () => {
    const seeded = await database.db
      .select()
      .from(users)
      .where(sql`${users.firebaseUid} like 'seed:%'`);
    expect(seeded).toHaveLength(SEED_AUTHORS.length + SEED_READERS);
    expect(seeded.every((user) => !user.emailVerified)).toBe(true);
    const authors = seeded.filter((user) => user.firebaseUid.startsWith('seed:author-'));
    expect(new Set(authors.map((user) => user.authorBio)).size).toBe(SEED_AUTHORS.length);
    expect(new Set(authors.map((user) => user.profileImage)).size).toBe(SEED_AUTHORS.length);
    expect(authors.every((user) => user.followersCount > 0)).toBe(true);
    expect(new Set(authors.map((user) => user.followersCount)).size).toBeGreaterThan(5);
    expect(new Set(authors.map((user) => user.wallet)).size).toBeGreaterThan(5);
    expect(authors.every((user) => user.wallet > 0)).toBe(true);
  });

  it('keeps follow counts and balances as the community code does (ADR 0015)', async () => {
    const all = await database.db.select().from(users);
    const followRows = await database.db.select().from(follows);
    const ledger = await database.db.select().from(coinTransfers);
    expect(followRows.length).toBeGreaterThan(100);
    expect(ledger.filter((line) => line.kind === 'reward').length).toBeGreaterThan(30);
    for (const user of all) {
      expect(user.followersCount).toBe(followRows.filter((f) => f.followeeId === user.id).length);
      expect(user.followingCount).toBe(followRows.filter((f) => f.followerId === user.id).length);
    }
    expectBalancesMatchLedger(all, ledger);
    const balances = all.reduce((sum, user) => sum + user.wallet, 0);
    expect(balances).toBe(all.length * WELCOME_GRANT_COINS);
    // A reward that names an article names one of the recipient's.
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const line of ledger.filter((l) => l.articleId !== null)) {
      expect(byId.get(line.articleId ?? 0)?.authorId).toBe(line.toUserId);
    }
  });

  it('adds nothing twice when seeded again', async () => {
    const before = await database.db.select().from(coinTransfers);
    await seedDatabase(database.db, new LocalMediaStorage(mediaDir), { articles: 10 });
    const after = await database.db.select().from(coinTransfers);
    expect(after.length).toBe(before.length);
    expectBalancesMatchLedger(await database.db.select().from(users), after);
    await database.db.execute(sql`delete from articles where id > ${DEFAULT_SEED_ARTICLES}`);
  });

  it('stores covers at the stated size', async () => {
    const paths = [...new Set(rows.map((row) => row.imagePath))];
    expect(paths.length).toBeGreaterThanOrEqual(30);
    const metadata = await sharp(path.join(mediaDir, paths[0] ?? '')).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual(COVER_SIZE);
  });

  it('stores covers light enough for a phone on a slow network to show the front page', async () => {
    // The home page's lead picture is its largest paint: grainy covers of 160 KB made it 6 s.
    const paths = [...new Set(rows.map((row) => row.imagePath))];
    const sizes = await Promise.all(
      paths.map(async (imagePath) => (await fs.stat(path.join(mediaDir, imagePath ?? ''))).size),
    );
    expect(Math.max(...sizes)).toBeLessThan(60 * 1024);
  });
});

describe('the seed content', () => {
  it('has sixteen stories per category and no headline twice', () => {
    const titles = SEED_CONTENT.flatMap((entry) => entry.stories.map((story) => story.title));
    for (const entry of SEED_CONTENT) expect(entry.stories.length, entry.slug).toBe(16);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has pieces in pairwise coprime numbers, so composed headlines repeat only after 112,112', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (const entry of SEED_CONTENT) {
      const sizes = [
        entry.subjects.length,
        SEED_ACTIONS.length,
        entry.objects.length,
        SEED_PLACES.length,
      ];
      expect(sizes, entry.slug).toEqual([13, 16, 11, 49]);
      for (const [index, size] of sizes.entries()) {
        for (const other of sizes.slice(index + 1)) expect(gcd(size, other)).toBe(1);
      }
    }
  });

  it('gives each category its own subjects, so composed headlines differ across categories', () => {
    const subjects = SEED_CONTENT.flatMap((entry) => entry.subjects);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('keeps characters out of headlines that HTML would escape', () => {
    for (const entry of SEED_CONTENT) {
      for (const story of entry.stories) expect(story.title).not.toMatch(/[&<>"']/);
    }
  });

  it('leaves the words other tests search for to their own articles', () => {
    // news-read.test.ts searches Entertainment for these and expects only its own articles.
    const entertainment = SEED_CONTENT.find((entry) => entry.slug === 'entertainment');
    for (const story of entertainment?.stories ?? []) {
      const text = [story.title, story.description, ...story.keywords].join(' ').toLowerCase();
      expect(text).not.toMatch(/tie|needle|haystack/);
    }
  });
});

describe.each(testBackends())('a large seed on $name', (backend) => {
  it('composes near-unique, plausible headlines past the hand-written ones', async () => {
    const database = await backend.open();
    const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-seed-'));
    try {
      const total = 2_000;
      await seedDatabase(database.db, new LocalMediaStorage(mediaDir), { articles: total });
      const seeded = await database.db.select().from(articles);
      expect(seeded).toHaveLength(total);
      expect(new Set(seeded.map((row) => row.title)).size).toBe(total);
      for (const row of seeded) {
        expect(row.subtitle).not.toMatch(/[{}]/);
        expect(row.description).not.toMatch(/[{}]/);
        expect(row.readingMinutes, row.title).toBe(readingStats(row.content).minutes);
      }
      expect(seeded.some((row) => / in [A-Z][a-z]+/.test(row.title))).toBe(true);
      // The first composed round (one article per category, side by side in the feed): each
      // in another place.
      const round = seeded
        .filter((row) => row.id > DEFAULT_SEED_ARTICLES && row.id <= DEFAULT_SEED_ARTICLES + 10)
        .map((row) => row.title.split(' in ').pop());
      expect(new Set(round).size).toBe(10);
    } finally {
      await database.close();
      await fs.rm(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
