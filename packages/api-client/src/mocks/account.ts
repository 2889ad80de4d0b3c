import {
  ACCOUNT_REFUSALS,
  type AccountContentChoice,
  type AccountExport,
  DELETED_ACCOUNT_NAME,
  type DeleteAccountResult,
  decodeStringList,
  type Refusal,
  SERVER_MESSAGES,
} from '../contract';
import { mockIdentityToken } from './constants';
import type { MockDb } from './db';

/**
 * The account's calls as the server answers them (apps/server/src/account, docs/adr/0027): the
 * confirmation's identity, what a deletion keeps and removes, and the export.
 */

/** The refusal of a deletion's confirming identity, as the server words it; null when it holds. */
export function refuseMockIdentity(identity: string, userId: number): Refusal | null {
  const match = /^mock-identity-(\d+)(-stale)?$/.exec(identity);
  if (!match) return { status: 401, message: SERVER_MESSAGES.invalidIdentity };
  if (Number(match[1]) !== userId)
    return { status: 403, message: ACCOUNT_REFUSALS.identityMismatch };
  if (match[2]) return { status: 401, message: ACCOUNT_REFUSALS.confirmationTooOld };
  return identity === mockIdentityToken(userId)
    ? null
    : { status: 401, message: SERVER_MESSAGES.invalidIdentity };
}

/** Deletes a mock account: what docs/privacy.md says the server removes, keeps and anonymises. */
export function deleteMockAccount(
  db: MockDb,
  userId: number,
  choice: AccountContentChoice,
): DeleteAccountResult {
  const user = db.findUser(userId);
  const own = db.articles.filter((article) => article.author_id === userId);
  const keptArticles = own.filter(
    (article) => choice === 'keep' && db.statusOf(article) === 'published',
  );
  const removed = own.filter((article) => !keptArticles.includes(article));
  // Only what readers could see leaves an address that answers 410 (not drafts, not scheduled).
  const removedLive = removed.filter((article) => db.statusOf(article) === 'published');
  for (const article of removedLive) db.removedArticles.add(article.id);
  const removedIds = new Set(removed.map((article) => article.id));
  db.articles = db.articles.filter((article) => !removedIds.has(article.id));
  const ownComments = db.comments.filter((comment) => comment.author_id === userId);
  const removeComment = (comment: { author_id: number; article_id: number }) =>
    removedIds.has(comment.article_id) || (choice === 'remove' && comment.author_id === userId);
  const commentsRemoved = ownComments.filter(removeComment).length;
  db.comments = db.comments.filter((comment) => !removeComment(comment));
  db.follows = db.follows.filter(
    (follow) => follow.follower_id !== userId && follow.followee_id !== userId,
  );
  db.notifications = db.notifications.filter(
    (notification) => notification.user_id !== userId && notification.actor_id !== userId,
  );
  if (user) {
    db.subscriptions.delete(user.user_email.toLowerCase());
    Object.assign(user, {
      full_name: DELETED_ACCOUNT_NAME,
      user_email: '',
      user_mobile_no: null,
      author_bio: '',
      user_profile: null,
      designation: '',
    });
  }
  for (const [token, owner] of db.tokens) {
    if (owner === userId) db.deletedAccountTokens.set(token, owner);
  }
  db.revokeTokensOf(userId);
  db.deletedUsers.add(userId);
  return {
    articles_kept: keptArticles.length,
    articles_removed: removedLive.length,
    comments_kept: ownComments.length - commentsRemoved,
    comments_removed: commentsRemoved,
  };
}

const oldestFirst = <Row extends { id: number }>(rows: Row[]) =>
  [...rows].sort((a, b) => a.id - b.id);

/** Everything the mock backend holds about a user, shaped as the server's export. */
export function exportMockAccount(db: MockDb, userId: number): AccountExport {
  const user = db.findUser(userId);
  if (!user) throw new Error(`no mock user ${userId}`);
  const profile = db.toUserProfile(user);
  const follow = (otherId: number, since: string) => ({
    user: db.authorSummary(otherId),
    since,
  });
  return {
    exported_at: db.now(),
    profile: {
      ...profile,
      user_name: user.full_name,
      login_type: 'email',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
    articles: oldestFirst(db.articles.filter((article) => article.author_id === userId)).map(
      (article) => ({
        id: article.id,
        status: db.statusOf(article),
        title: article.title,
        subtitle: article.subtitle,
        description: article.description,
        content: article.content,
        keywords: decodeStringList(article.keywords),
        creator: decodeStringList(article.creator),
        category_id: article.category_id,
        video_url: article.video_url,
        image_url: article.image_url,
        image_alt: article.image_alt,
        created_at: article.created_at,
        updated_at: article.updated_at,
        published_at: article.status === 'published' ? article.pub_date : null,
      }),
    ),
    comments: oldestFirst(db.comments.filter((comment) => comment.author_id === userId)).map(
      (comment) => ({
        id: comment.id,
        news_id: comment.article_id,
        text: comment.body,
        created_at: comment.created_at,
        updated_at: comment.updated_at,
        hidden: comment.hidden_at !== null,
      }),
    ),
    following: oldestFirst(db.followingOf(userId)).map((row) =>
      follow(row.followee_id, row.created_at),
    ),
    followers: oldestFirst(db.followersOf(userId)).map((row) =>
      follow(row.follower_id, row.created_at),
    ),
    wallet: {
      balance: db.balance(userId),
      ledger: oldestFirst(db.ledgerOf(userId)).map((row) => db.toWalletEntry(row, userId)),
    },
    newsletter: {
      subscribed: db.subscriptions.get(user.user_email.toLowerCase())?.active ?? false,
    },
  };
}
