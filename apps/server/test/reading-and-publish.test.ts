import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  endpoints,
  readingStats,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_DIR } from '../src/db/client';
import { articles } from '../src/db/schema';
import { readingMinutesSql } from '../src/news/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Harbour festival returns',
  keywords: JSON.stringify([]),
  creator: JSON.stringify([]),
  description: 'Boats, music and food along the quay.',
  content: '<p>Opening night.</p>',
  video_url: '',
  category: '1',
  ...overrides,
});

/** Bodies whose minutes SQL (migration 0010, the seed) and TypeScript must agree on. */
const SAMPLES = [
  '',
  '<p></p><p><br></p><p>&nbsp;</p>',
  '<p>Opening <strong>night</strong> on the quay.</p><p>Boats&nbsp;&amp; music — food</p>',
  words(200),
  words(201),
  `<h2>Heading</h2>${words(450)}<blockquote>${words(30)}</blockquote>`,
];

describe.each(testBackends())('what a publish needs, and reading time, on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Ada Author');
  });
  afterAll(() => t.close());

  const save = (overrides: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields(overrides), []);
    return t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: author.token,
      payload,
      headers,
    });
  };
  const publish = (newsId: number) =>
    t.call({
      method: 'POST',
      url: endpoints.publishDraft.path,
      token: author.token,
      payload: { news_id: newsId },
    });
  const articleCount = async () =>
    Number((await t.database.db.select({ value: count() }).from(articles))[0]?.value);
  const stored = async (id: number) =>
    (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

  it('refuses a publish without a title or a body, storing nothing', async () => {
    const before = await articleCount();
    const untitled = await save({ title: ' \t ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({ status: 400, message: SERVER_MESSAGES.titleRequired });
    // Checked on the sanitised body: markup the sanitiser removes is no body.
    const scriptOnly = await save({ content: '<p><script>alert(1)</script></p><p>&nbsp;</p>' });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json()).toMatchObject({ message: SERVER_MESSAGES.bodyRequired });
    expect(await articleCount()).toBe(before);
  });

  it('keeps an empty draft, refuses publishing it, and publishes it once written', async () => {
    const draft = await save({ title: '', content: '', is_draft: 'true' });
    expect(draft.json()).toMatchObject({ message: SUCCESS_MESSAGES.articleSavedAsDraft });
    const id = draft.json().data.news_id as number;
    const refused = await publish(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: SERVER_MESSAGES.titleRequired });
    expect((await stored(id))?.status).toBe('draft');

    await save({ news_id: String(id), title: 'Written', content: '', is_draft: 'true' });
    expect((await publish(id)).json()).toMatchObject({ message: SERVER_MESSAGES.bodyRequired });
    await save({ news_id: String(id), title: 'Written', is_draft: 'true' });
    const published = await publish(id);
    expect(published.statusCode).toBe(200);
    expect((await stored(id))?.status).toBe('published');
  });

  it('stores reading_minutes on every save and answers it in lists and on the article', async () => {
    const saved = await save({ content: words(401) });
    const id = saved.json().data.news_id as number;
    expect((await stored(id))?.readingMinutes).toBe(3);
    const own = await t.call({ method: 'GET', url: endpoints.ownNews.path, token: author.token });
    const item = (own.json().data as Array<{ id: number; reading_minutes: number }>).find(
      (entry) => entry.id === id,
    );
    expect(item?.reading_minutes).toBe(3);
    await save({ news_id: String(id), content: words(12) });
    const article = await t.call({
      method: 'GET',
      url: `${endpoints.articleById.path}?news_id=${id}`,
    });
    expect(article.json().data).toMatchObject({ id, reading_minutes: 1 });
  });

  it('counts minutes in SQL as readingStats does', async () => {
    for (const html of SAMPLES) {
      const rows = await t.database.db.execute<{ minutes: number }>(
        sql`select ${readingMinutesSql(sql`${html}::text`)} as minutes`,
      );
      const minutes = Number(
        (rows as unknown as { rows: Array<{ minutes: number }> }).rows[0]?.minutes,
      );
      expect(minutes, html.slice(0, 40)).toBe(readingStats(html).minutes);
    }
  });
});

/** A copy of the migrations folder holding only those up to `lastTag`: an older release. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-migrations-'));
  await fs.cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(testBackends())('migration 0010 backfills reading time on $name', (backend) => {
  let database: DatabaseHandle;
  let older: string;

  beforeAll(async () => {
    database = await backend.open({ migrate: false });
    older = await migrationsUpTo('0009_community');
    await database.migrate(older);
    await database.db.execute(sql`
      insert into users (firebase_uid, email, full_name, login_type)
      values ('r', 'rita@example.test', 'Rita Reporter', 'email')`);
    for (const [index, html] of SAMPLES.entries()) {
      await database.db.execute(sql`
        insert into articles (author_id, category_id, status, title, description, content,
          search_text)
        select id, 1, 'draft', ${`Sample ${index}`}, '', ${html}, '' from users`);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(older, { recursive: true, force: true });
  });

  it('gives every stored article the minutes readingStats gives its body', async () => {
    const rows = await database.db
      .select({ content: articles.content, minutes: articles.readingMinutes })
      .from(articles);
    expect(rows).toHaveLength(SAMPLES.length);
    for (const row of rows) expect(row.minutes).toBe(readingStats(row.content).minutes);
  });
});
