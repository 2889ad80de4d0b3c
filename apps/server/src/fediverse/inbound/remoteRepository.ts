import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles, comments, fediverseArticleReactions, remoteActors } from '../../db/schema';
import { statusNow } from '../../news/live';

/** A fediverse account as its actor document shows it (docs/adr/0033). */
export interface RemoteActorFields {
  uri: string;
  handle: string;
  name: string;
  avatarUrl: string | null;
  profileUrl: string;
  inbox: string;
  sharedInbox: string | null;
}

/** Stores the account, or refreshes what it shows; answers its row id. */
export async function upsertRemoteActor(tx: Executor, actor: RemoteActorFields): Promise<number> {
  const { uri, ...shown } = actor;
  const [row] = await tx
    .insert(remoteActors)
    .values(actor)
    .onConflictDoUpdate({ target: remoteActors.uri, set: { ...shown, updatedAt: sql`now()` } })
    .returning({ id: remoteActors.id });
  if (!row) throw new Error('upsert returned no id');
  return row.id;
}

/** The row id of an account the site knows; null for one it never heard from. */
export async function findRemoteActorId(db: Executor, uri: string): Promise<number | null> {
  const [row] = await db
    .select({ id: remoteActors.id })
    .from(remoteActors)
    .where(eq(remoteActors.uri, uri));
  return row?.id ?? null;
}

/** Whether readers see the article now (published, its time come). */
export async function isLiveArticle(db: Executor, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: articles.status, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row !== undefined && statusNow(row) === 'published';
}

/** The comment a remote object came as (its Update and Delete name it), with its writer. */
export async function findRemoteComment(db: Executor, objectUri: string) {
  const [row] = await db
    .select({
      id: comments.id,
      articleId: comments.articleId,
      parentId: comments.parentId,
      remoteActorUri: remoteActors.uri,
    })
    .from(comments)
    .innerJoin(remoteActors, eq(remoteActors.id, comments.remoteActorId))
    .where(eq(comments.remoteObjectUri, objectUri));
  return row ?? null;
}

/** Stores a visible reply from the fediverse: `insertComment`'s counting, a remote writer. */
export async function insertRemoteComment(
  tx: Executor,
  comment: {
    articleId: number;
    remoteActorId: number;
    objectUri: string;
    text: string;
    parentId: number | null;
  },
): Promise<number | null> {
  const [created] = await tx
    .insert(comments)
    .values({
      articleId: comment.articleId,
      remoteActorId: comment.remoteActorId,
      remoteObjectUri: comment.objectUri,
      body: comment.text,
      parentId: comment.parentId,
    })
    .onConflictDoNothing()
    .returning({ id: comments.id });
  if (!created) return null;
  await tx
    .update(articles)
    .set({ commentCount: sql`${articles.commentCount} + 1` })
    .where(eq(articles.id, comment.articleId));
  if (comment.parentId !== null) {
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, comment.parentId));
  }
  return created.id;
}

/** Deletes a comment that is no longer visible (hidden): nothing counts it any more. */
export async function deleteHiddenComment(tx: Executor, id: number): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, id));
}

export type RemoteReactionKind = 'like' | 'announce';

const COUNTERS = {
  like: articles.fediverseLikes,
  announce: articles.fediverseBoosts,
} as const;

async function countOnArticle(
  tx: Executor,
  articleId: number,
  kind: RemoteReactionKind,
  delta: number,
): Promise<void> {
  const column = COUNTERS[kind];
  await tx
    .update(articles)
    .set({
      [kind === 'like' ? 'fediverseLikes' : 'fediverseBoosts']:
        sql`greatest(${column} + ${delta}, 0)`,
    })
    .where(eq(articles.id, articleId));
}

/** Counts an account's like or boost of an article once; answers false when counted already. */
export async function addArticleReaction(
  tx: Executor,
  reaction: {
    articleId: number;
    remoteActorId: number;
    kind: RemoteReactionKind;
    activityUri: string;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(fediverseArticleReactions)
    .values(reaction)
    .onConflictDoNothing()
    .returning({ articleId: fediverseArticleReactions.articleId });
  if (inserted.length === 0) return false;
  await countOnArticle(tx, reaction.articleId, reaction.kind, 1);
  return true;
}

/**
 * Takes back an account's like or boost, named by its activity's id or by (article, kind);
 * answers false when there was none.
 */
export async function removeArticleReaction(
  tx: Executor,
  remoteActorId: number,
  which: { activityUri: string } | { articleId: number; kind: RemoteReactionKind },
): Promise<boolean> {
  const deleted = await tx
    .delete(fediverseArticleReactions)
    .where(
      and(
        eq(fediverseArticleReactions.remoteActorId, remoteActorId),
        'activityUri' in which
          ? eq(fediverseArticleReactions.activityUri, which.activityUri)
          : and(
              eq(fediverseArticleReactions.articleId, which.articleId),
              eq(fediverseArticleReactions.kind, which.kind),
            ),
      ),
    )
    .returning({
      articleId: fediverseArticleReactions.articleId,
      kind: fediverseArticleReactions.kind,
    });
  for (const row of deleted) await countOnArticle(tx, row.articleId, row.kind, -1);
  return deleted.length > 0;
}
