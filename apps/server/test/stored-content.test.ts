import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, users } from '../src/db/schema';
import { resanitizeStoredContent } from '../src/sanitize/stored-content';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

/** Rows as older rules stored them: an author's iframe permissions, an http image, live tags. */
const LEGACY_BODY =
  '<p>Watch</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone; geolocation; display-capture" allowfullscreen=""></iframe><img src="http://tracker.example/p.gif" alt="" />';

describe.each(testBackends())('re-sanitising stored content on $name', (backend) => {
  let t: TestApp;
  let legacyId: number;
  let cleanId: number;
  let authorId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    authorId = (await t.createUser('Ada Author')).userId;
    await t.database.db
      .update(users)
      .set({ fullName: 'Ada <img src=x onerror=alert(1)>', authorBio: 'Bio<script>x</script>' })
      .where(eq(users.id, authorId));
    const insert = (values: Partial<typeof articles.$inferInsert>) =>
      t.database.db
        .insert(articles)
        .values({
          authorId,
          categoryId: 9,
          status: 'draft',
          title: 'Clean',
          description: 'Plain',
          content: '<p>Fine</p>',
          searchText: 'clean\nplain',
          ...values,
        })
        .returning({ id: articles.id });
    [{ id: legacyId }] = (await insert({
      title: 'Harbour <img src=x onerror=alert(1)>',
      description: 'Fish &amp;lt;b&amp;gt; chips',
      content: LEGACY_BODY,
      keywords: ['<b>harbour</b>', '<script>x</script>'],
      searchText: 'stale',
    })) as [{ id: number }];
    [{ id: cleanId }] = (await insert({})) as [{ id: number }];
  });
  afterAll(() => t.close());

  const article = async (id: number) =>
    (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

  it('rewrites what older rules let through, and only that', async () => {
    const before = await article(cleanId);
    expect(await resanitizeStoredContent(t.database.db)).toEqual({ articles: 1, users: 1 });
    const legacy = await article(legacyId);
    expect(legacy).toMatchObject({
      title: 'Harbour',
      // Already decoded once when saved: left as text, not decoded again.
      description: 'Fish &amp;lt;b&amp;gt; chips',
      keywords: ['harbour'],
      searchText: 'harbour\nfish &amp;lt;b&amp;gt; chips\nharbour',
    });
    expect(legacy?.content).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Embedded YouTube video"',
    );
    expect(legacy?.content).not.toMatch(/camera|microphone|geolocation|display-capture/);
    expect(legacy?.content).toContain('<img src="https://tracker.example/p.gif" alt="" />');
    expect(await article(cleanId)).toEqual(before);
    const [author] = await t.database.db.select().from(users).where(eq(users.id, authorId));
    expect(author).toMatchObject({ fullName: 'Ada', authorBio: 'Bio' });
  });

  it('changes nothing the second time', async () => {
    const before = await article(legacyId);
    expect(await resanitizeStoredContent(t.database.db)).toEqual({ articles: 0, users: 0 });
    expect(await article(legacyId)).toEqual(before);
  });
});
