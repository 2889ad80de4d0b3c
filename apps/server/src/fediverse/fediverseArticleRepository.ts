import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articles, fediverseBlockedDomains, fediverseFollowers, users } from '../db/schema';
import { live } from '../news/live';

/** What an `Article` object shows of a live article of an author who is an actor. */
export interface FediverseArticleRow {
  id: number;
  authorId: number;
  title: string;
  description: string;
  content: string;
  imagePath: string | null;
  imageAlt: string;
  keywords: string[];
  publishedAt: Date;
  updatedAt: Date;
}

const articleColumns = {
  id: articles.id,
  authorId: articles.authorId,
  title: articles.title,
  description: articles.description,
  content: articles.content,
  imagePath: articles.imagePath,
  imageAlt: articles.imageAlt,
  keywords: articles.keywords,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
};

const byActor = and(sql`${users.fediverseHandle} is not null`, sql`${users.deletedAt} is null`);

const withPublished = (
  rows: Array<Omit<FediverseArticleRow, 'publishedAt'> & { publishedAt: Date | null }>,
) => rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));

/** A live article whose author is an actor now; null for anything else (a draft, scheduled, gone). */
export async function findLiveActorArticle(
  db: Executor,
  id: number,
): Promise<FediverseArticleRow | null> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), live, byActor))
    .limit(1);
  return withPublished(rows)[0] ?? null;
}

/** An author's live articles, newest first (their outbox). */
export async function listLiveArticlesOf(
  db: Executor,
  authorId: number,
  limit: number,
): Promise<FediverseArticleRow[]> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.authorId, authorId), live))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return withPublished(rows);
}

export async function countLiveArticlesOf(db: Executor, authorId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(articles)
    .where(and(eq(articles.authorId, authorId), live));
  return rows[0]?.n ?? 0;
}

/** Everyone an author's activities go to: their accepted remote followers, in order of id. */
export async function listDeliveryFollowers(
  db: Executor,
  userId: number,
): Promise<Array<{ actorUri: string; inbox: string; sharedInbox: string | null }>> {
  return db
    .select({
      actorUri: fediverseFollowers.actorUri,
      inbox: fediverseFollowers.inbox,
      sharedInbox: fediverseFollowers.sharedInbox,
    })
    .from(fediverseFollowers)
    .where(and(eq(fediverseFollowers.userId, userId), eq(fediverseFollowers.pending, false)))
    .orderBy(asc(fediverseFollowers.id));
}

// The domain blocklist.

export async function listBlockedDomains(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ domain: fediverseBlockedDomains.domain })
    .from(fediverseBlockedDomains)
    .orderBy(asc(fediverseBlockedDomains.domain));
  return rows.map((row) => row.domain);
}

/** Adds domains to the blocklist; answers those that were new. */
export async function insertBlockedDomains(db: Executor, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .insert(fediverseBlockedDomains)
    .values(domains.map((domain) => ({ domain })))
    .onConflictDoNothing()
    .returning({ domain: fediverseBlockedDomains.domain });
  return rows.map((row) => row.domain);
}

export async function deleteBlockedDomain(db: Executor, domain: string): Promise<boolean> {
  const rows = await db
    .delete(fediverseBlockedDomains)
    .where(eq(fediverseBlockedDomains.domain, domain))
    .returning({ domain: fediverseBlockedDomains.domain });
  return rows.length > 0;
}
