import {
  type AccountContentChoice,
  type AccountExport,
  DELETED_ACCOUNT_NAME,
  type ExportedArticle,
  type ExportedComment,
} from '@byline/api-client/contract';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  articles,
  comments,
  follows,
  notifications,
  sessions,
  subscriptions,
  users,
} from '../db/schema';
import { live, statusNow } from '../news/live';
import { recordRemovedArticles } from '../news/removedArticleRepository';
import { deleteArticleStats } from '../stats/statsRepository';
import { toAuthorSummary, toRole } from '../users/userRepository';

/**
 * The account's rows (docs/privacy.md, docs/adr/0027): what deleting an account removes, keeps
 * and anonymises, and everything a person may download about themselves.
 */

/** The account's row, locked for the deletion; null when it is gone or already deleted. */
export async function lockLiveAccount(tx: Executor, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      firebaseUid: users.firebaseUid,
      email: users.email,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row ?? null;
}

/** Whether the user was deleted (their kept articles and ledger lines still name them). */
export async function isDeletedAccount(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)));
  return row !== undefined;
}

/** Whether a bearer token's session belonged to an account deleted since (revoked or not). */
export async function sessionOfDeletedAccount(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(users.deletedAt)));
  return row !== undefined;
}

/** What a deletion did, and what the caches and the media storage must forget. */
export interface AccountRemoval {
  articlesKept: number;
  articlesRemoved: number;
  commentsKept: number;
  commentsRemoved: number;
  /** Every article that was public and is no more. */
  removedPlacements: { id: number; categoryId: number }[];
  /** Articles whose comment lists changed. */
  commentedArticleIds: number[];
  /** Pictures no row may need any more (checked again before they are removed). */
  mediaPaths: string[];
}

/**
 * Removes what an account leaves behind, in the deletion's transaction, with the user's row
 * locked (`lockLiveAccount`): drafts and scheduled articles always; published articles and the
 * person's comments when `choice` is `remove` (a removed article's comments go with it); follows
 * both ways and the notifications of and by the person, with the other users' counts; sessions;
 * the newsletter subscription of the account's address. The row itself stays, emptied, named
 * DELETED_ACCOUNT_NAME: kept articles, kept comments and the ledger still point at it.
 */
export async function removeAccount(
  tx: Executor,
  account: { id: number; email: string; profileImage: string | null },
  choice: AccountContentChoice,
): Promise<AccountRemoval> {
  const userId = account.id;
  const own = await tx
    .select({
      id: articles.id,
      status: articles.status,
      publishedAt: articles.publishedAt,
      categoryId: articles.categoryId,
      imagePath: articles.imagePath,
    })
    .from(articles)
    .where(eq(articles.authorId, userId));
  const isLive = (row: (typeof own)[number]) => statusNow(row) === 'published';
  const removed = own.filter((row) => choice === 'remove' || !isLive(row));
  const removedIds = removed.map((row) => row.id);
  const removedPlacements = removed
    .filter(isLive)
    .map(({ id, categoryId }) => ({ id, categoryId }));

  // The person's own comments elsewhere, when they chose to remove them: each visible one is
  // taken off its article's count.
  const ownComments = await tx
    .select({ id: comments.id, articleId: comments.articleId, hiddenAt: comments.hiddenAt })
    .from(comments)
    .where(eq(comments.authorId, userId));
  const onRemoved = new Set(removedIds);
  const commentsRemoved = ownComments.filter(
    (comment) => choice === 'remove' || onRemoved.has(comment.articleId),
  );
  if (choice === 'remove') {
    await tx.execute(sql`
      with gone as (
        delete from ${comments} where author_id = ${userId} returning article_id, hidden_at
      )
      update ${articles} set comment_count = ${articles.commentCount} - counted.n
      from (select article_id, count(*)::integer as n from gone where hidden_at is null
        group by article_id) as counted
      where ${articles.id} = counted.article_id`);
  }
  if (removedIds.length > 0) {
    await tx.delete(comments).where(inArray(comments.articleId, removedIds));
    await deleteArticleStats(tx, removedIds);
    await tx.delete(articles).where(inArray(articles.id, removedIds));
    await recordRemovedArticles(
      tx,
      removedPlacements.map(({ id }) => id),
    );
  }

  // Follows both ways: each other user's count loses what it had of this person.
  await tx.execute(sql`
    with gone as (
      delete from ${follows} where follower_id = ${userId} or followee_id = ${userId}
      returning follower_id, followee_id
    ), counted as (
      select other, sum(followers)::integer as followers, sum(following)::integer as following
      from (
        select followee_id as other, 1 as followers, 0 as following from gone
          where follower_id = ${userId}
        union all
        select follower_id, 0, 1 from gone where followee_id = ${userId}
      ) as sides
      group by other
    )
    update ${users} set followers_count = ${users.followersCount} - counted.followers,
      following_count = ${users.followingCount} - counted.following
    from counted where ${users.id} = counted.other`);

  // Notifications to the person, and those they caused others (the unread ones off the bell).
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.execute(sql`
    with gone as (
      delete from ${notifications} where actor_id = ${userId} returning user_id, read_at
    )
    update ${users} set unread_notifications = ${users.unreadNotifications} - counted.n
    from (select user_id, count(*)::integer as n from gone where read_at is null
      group by user_id) as counted
    where ${users.id} = counted.user_id`);

  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  if (account.email.trim() !== '') {
    await tx
      .delete(subscriptions)
      .where(eq(subscriptions.email, account.email.trim().toLowerCase()));
  }
  const now = new Date();
  await tx
    .update(users)
    .set({
      firebaseUid: `deleted:${userId}`,
      email: '',
      emailVerified: false,
      fullName: DELETED_ACCOUNT_NAME,
      userName: '',
      authorBio: '',
      xHandle: '',
      fediverseHandle: null,
      mobileNo: null,
      profileImage: null,
      loginType: 'deleted',
      deviceToken: '',
      unreadNotifications: 0,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(users.id, userId));

  const kept = own.length - removed.length;
  return {
    articlesKept: kept,
    articlesRemoved: removedPlacements.length,
    commentsKept: ownComments.length - commentsRemoved.length,
    commentsRemoved: commentsRemoved.length,
    removedPlacements,
    commentedArticleIds: [
      ...new Set([...removedIds, ...commentsRemoved.map((comment) => comment.articleId)]),
    ],
    mediaPaths: [
      ...(account.profileImage ? [account.profileImage] : []),
      ...removed.flatMap((row) => (row.imagePath ? [row.imagePath] : [])),
    ],
  };
}

/** Whether any user or article still shows the picture (pictures are content-addressed). */
export async function mediaInUse(db: Executor, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profileImage, path))
    .unionAll(db.select({ id: articles.id }).from(articles).where(eq(articles.imagePath, path)))
    .limit(1);
  return row !== undefined;
}

/** Everything stored about a user, as the export shapes it; null when there is no such user. */
export async function readAccountExport(
  db: Executor,
  userId: number,
): Promise<Omit<AccountExport, 'wallet' | 'exported_at'> | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const ownArticles = await db
    .select()
    .from(articles)
    .where(eq(articles.authorId, userId))
    .orderBy(asc(articles.id));
  const ownComments = await db
    .select()
    .from(comments)
    .where(eq(comments.authorId, userId))
    .orderBy(asc(comments.id));
  const followRows = (side: 'following' | 'followers') => {
    const other = side === 'following' ? follows.followeeId : follows.followerId;
    const self = side === 'following' ? follows.followerId : follows.followeeId;
    return db
      .select({
        userId: users.id,
        fullName: users.fullName,
        profileImage: users.profileImage,
        since: follows.createdAt,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(eq(self, userId))
      .orderBy(asc(follows.id));
  };
  const [subscription] =
    user.email.trim() === ''
      ? []
      : await db
          .select({ unsubscribedAt: subscriptions.unsubscribedAt })
          .from(subscriptions)
          .where(eq(subscriptions.email, user.email.trim().toLowerCase()));
  const [published] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(articles)
    .where(and(eq(articles.authorId, userId), live));
  const toFollow = (row: Awaited<ReturnType<typeof followRows>>[number]) => ({
    user: toAuthorSummary(row),
    since: row.since.toISOString(),
  });
  return {
    profile: {
      user_id: user.id,
      full_name: user.fullName,
      author_bio: user.authorBio,
      x_handle: user.xHandle,
      fediverse_handle: user.fediverseHandle ?? '',
      user_profile: user.profileImage,
      followers_count: user.followersCount,
      following_count: user.followingCount,
      my_wallet: user.wallet,
      articles_count: published?.n ?? 0,
      user_email: user.email,
      user_mobile_no: user.mobileNo,
      role: toRole(user.role),
      user_name: user.userName,
      login_type: user.loginType,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    articles: ownArticles.map(
      (row): ExportedArticle => ({
        id: row.id,
        status: statusNow(row),
        title: row.title,
        subtitle: row.subtitle,
        description: row.description,
        content: row.content,
        keywords: row.keywords,
        creator: row.creator,
        category_id: row.categoryId,
        video_url: row.videoUrl,
        image_url: row.imagePath,
        image_alt: row.imageAlt,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        published_at: row.publishedAt?.toISOString() ?? null,
      }),
    ),
    comments: ownComments.map(
      (row): ExportedComment => ({
        id: row.id,
        news_id: row.articleId,
        text: row.body,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        hidden: row.hiddenAt !== null,
      }),
    ),
    following: (await followRows('following')).map(toFollow),
    followers: (await followRows('followers')).map(toFollow),
    newsletter: { subscribed: subscription !== undefined && subscription.unsubscribedAt === null },
  };
}
