import type { WalletEntry } from '@byline/api-client/contract';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type Page, type PageRequest, toIdPage } from '../db/pagination';
import { articles, coinTransfers, notifications, users } from '../db/schema';
import { statusNow } from '../news/live';

/**
 * Coins (docs/adr/0015): coin_transfers is the ledger, one row per transfer; users.wallet is the
 * balance and changes only in the transaction that writes a ledger row. For every user, balance =
 * coins in − coins out; rewards only move coins, so the sum of balances is the sum of grants.
 */

/** The article a reward names, with its status as readers see it (scheduled is not public). */
export async function findRewardedArticle(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: articles.id,
      authorId: articles.authorId,
      status: articles.status,
      publishedAt: articles.publishedAt,
      title: articles.title,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row
    ? { id: row.id, authorId: row.authorId, title: row.title, status: statusNow(row) }
    : null;
}

/** A reward as the ledger writes it. */
export interface LedgerLine {
  senderId: number;
  recipientId: number;
  amount: number;
  articleId: number | null;
  /** The client's key of this reward, the same on every retry. */
  idempotencyKey: string;
}

/** The sender's reward made under `idempotencyKey`, if any. */
export async function findRewardByKey(tx: Executor, senderId: number, idempotencyKey: string) {
  const [first] = await tx
    .select({
      id: coinTransfers.id,
      recipientId: coinTransfers.toUserId,
      amount: coinTransfers.amount,
      articleId: coinTransfers.articleId,
      createdAt: coinTransfers.createdAt,
    })
    .from(coinTransfers)
    .where(
      and(eq(coinTransfers.fromUserId, senderId), eq(coinTransfers.idempotencyKey, idempotencyKey)),
    );
  return first ?? null;
}

/**
 * One statement, with both users' rows locked by the caller: the ledger row (unless the sender's
 * key is taken: then nothing at all happens and the answer is null), the coins moved and the
 * recipient told (users.unread_notifications with the notification row).
 */
export async function transfer(
  tx: Executor,
  line: LedgerLine,
): Promise<{ id: number; createdAt: Date } | null> {
  const { senderId, recipientId, amount, articleId, idempotencyKey } = line;
  const result = (await tx.execute(sql`
    with line as (
      insert into ${coinTransfers}
        (from_user_id, to_user_id, amount, kind, article_id, idempotency_key)
      values (${senderId}, ${recipientId}, ${amount}, 'reward', ${articleId}, ${idempotencyKey})
      on conflict (from_user_id, idempotency_key) do nothing
      returning id, created_at
    ), moved as (
      update ${users} set
        wallet = wallet + case when id = ${senderId}::integer then -${amount}::bigint else ${amount}::bigint end,
        unread_notifications = unread_notifications + case when id = ${recipientId}::integer then 1 else 0 end
      where id in (${senderId}::integer, ${recipientId}::integer) and exists (select 1 from line)
    ), told as (
      insert into ${notifications} (user_id, kind, actor_id, article_id, amount)
      select ${recipientId}::integer, 'reward', ${senderId}::integer, ${articleId}::integer,
        ${amount}::bigint
      from line
    )
    select id, created_at from line`)) as unknown as {
    rows: Array<{ id: number | string; created_at: Date | string }>;
  };
  const row = result.rows[0];
  return row ? { id: Number(row.id), createdAt: new Date(row.created_at) } : null;
}

export interface WalletPage extends Page<WalletEntry> {
  balance: number;
}

interface HistoryRow {
  id: number | string;
  direction: 'in' | 'out';
  kind: 'grant' | 'reward';
  amount: number | string;
  created_at: Date | string;
  counterparty_id: number | null;
  counterparty_name: string | null;
  counterparty_image: string | null;
  article_id: number | null;
  article_title: string | null;
}

/**
 * The user's ledger lines, newest first, with the balance: the page is a merge of two bounded
 * index scans (what went out, what came in), each reading at most a page's rows.
 */
export async function listWalletHistory(
  db: Executor,
  userId: number,
  page: PageRequest,
): Promise<WalletPage> {
  const before = (side: SQLWrapper) =>
    page.cursor === null
      ? sql`${side} = ${userId}`
      : sql`${side} = ${userId} and ${coinTransfers.id} < ${page.cursor}`;
  // Each side is its own bounded, ordered index scan (a leaf with ORDER BY and LIMIT), so the
  // planner merges the two (Merge Append) rather than sorting all of a user's lines.
  const limit = page.limit + 1;
  const result = (await db.execute(sql`
    select line.id, line.direction, line.kind, line.amount, line.created_at,
      line.counterparty_id, other.full_name as counterparty_name,
      other.profile_image as counterparty_image, a.id as article_id, a.title as article_title
    from (
      select * from (
        (select ${coinTransfers.id} as id, 'out' as direction, ${coinTransfers.kind} as kind,
          ${coinTransfers.amount} as amount, ${coinTransfers.toUserId} as counterparty_id,
          ${coinTransfers.articleId} as article_id, ${coinTransfers.createdAt} as created_at
        from ${coinTransfers} where ${before(coinTransfers.fromUserId)}
        order by ${coinTransfers.id} desc nulls last limit ${limit})
        union all
        (select ${coinTransfers.id}, 'in', ${coinTransfers.kind}, ${coinTransfers.amount},
          ${coinTransfers.fromUserId}, ${coinTransfers.articleId}, ${coinTransfers.createdAt}
        from ${coinTransfers} where ${before(coinTransfers.toUserId)}
        order by ${coinTransfers.id} desc nulls last limit ${limit})
      ) as merged
      order by id desc nulls last
      limit ${limit}
    ) as line
    left join ${users} as other on other.id = line.counterparty_id
    -- The article rewarded, while it is public (the recipient sees their own drafts' titles too).
    left join ${articles} as a on a.id = line.article_id
      and ((a.status = 'published' and a.published_at <= now()) or line.direction = 'in')
    order by line.id desc nulls last`)) as unknown as { rows: HistoryRow[] };
  const rows = result.rows.map((row) => ({ ...row, id: Number(row.id) }));
  const [user] = await db.select({ wallet: users.wallet }).from(users).where(eq(users.id, userId));
  return {
    ...toIdPage(rows, page, (row) => ({
      id: row.id,
      direction: row.direction,
      kind: row.kind,
      amount: Number(row.amount),
      counterparty:
        row.counterparty_id !== null && row.counterparty_name !== null
          ? {
              user_id: row.counterparty_id,
              full_name: row.counterparty_name,
              user_profile: row.counterparty_image,
            }
          : null,
      article:
        row.article_id !== null && row.article_title !== null
          ? { id: row.article_id, title: row.article_title }
          : null,
      created_at: new Date(row.created_at).toISOString(),
    })),
    balance: user?.wallet ?? 0,
  };
}
