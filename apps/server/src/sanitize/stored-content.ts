import { readingStats, tagSlugsOf } from '@byline/api-client/contract';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, users } from '../db/schema';
import { buildSearchText } from '../news/repository';
import { sanitizeArticleHtml } from './html';
import { cleanText, cleanTextList } from './text';

const BATCH = 200;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Applies today's rules to what was stored under older ones: article bodies through the HTML
 * policy (players rebuilt, http images upgraded), and tags removed from plain-text fields.
 * Text is not decoded again (it was decoded once when saved), so running this twice changes
 * nothing the second time. Returns how many rows changed.
 */
export async function resanitizeStoredContent(
  db: Database,
): Promise<{ articles: number; users: number }> {
  const changed = { articles: 0, users: 0 };
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        id: articles.id,
        title: articles.title,
        description: articles.description,
        content: articles.content,
        keywords: articles.keywords,
        creator: articles.creator,
      })
      .from(articles)
      .where(gt(articles.id, after))
      .orderBy(asc(articles.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const next = {
        title: cleanText(row.title),
        description: cleanText(row.description, { multiline: true }),
        content: sanitizeArticleHtml(row.content),
        keywords: cleanTextList(row.keywords),
        creator: cleanTextList(row.creator),
      };
      const same =
        next.title === row.title &&
        next.description === row.description &&
        next.content === row.content &&
        sameList(next.keywords, row.keywords) &&
        sameList(next.creator, row.creator);
      if (same) continue;
      await db
        .update(articles)
        .set({
          ...next,
          searchText: buildSearchText(next),
          tagSlugs: tagSlugsOf(next.keywords),
          readingMinutes: readingStats(next.content).minutes,
        })
        .where(eq(articles.id, row.id));
      changed.articles++;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: users.id, fullName: users.fullName, authorBio: users.authorBio })
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const next = {
        fullName: cleanText(row.fullName),
        authorBio: cleanText(row.authorBio, { multiline: true }),
      };
      if (next.fullName === row.fullName && next.authorBio === row.authorBio) continue;
      await db.update(users).set(next).where(eq(users.id, row.id));
      changed.users++;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  return changed;
}
