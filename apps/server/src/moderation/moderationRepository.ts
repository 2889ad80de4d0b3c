import {
  type ModerationAction,
  type ModerationLogEntry,
  QUEUE_NOTES_SHOWN,
  type QueueEntry,
  type ReportReason,
  type ReportTarget,
  roleSchema,
  type TargetState,
} from '@byline/api-client/contract';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { afterCursor, type Page, type PageRequest, toIdPage } from '../db/pagination';
import { articles, blocks, comments, moderationLog, reports, users } from '../db/schema';
import { statusNow } from '../news/live';

/**
 * Reports, the moderators' audit log and blocks (docs/adr/0037). Nothing here deletes what a
 * moderator acts on: reports are resolved, comments hidden, accounts suspended.
 */

/** What a report names: whose it is, and whether a reader may report it (it is public). */
export interface ReportedTarget {
  ownerId: number | null;
  reportable: boolean;
}

export async function findReportTarget(
  db: Executor,
  type: ReportTarget,
  id: number,
): Promise<ReportedTarget | null> {
  if (type === 'comment') {
    const [row] = await db
      .select({ ownerId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, id));
    return row ? { ownerId: row.ownerId, reportable: true } : null;
  }
  if (type === 'article') {
    const [row] = await db
      .select({
        ownerId: articles.authorId,
        status: articles.status,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(eq(articles.id, id));
    return row ? { ownerId: row.ownerId, reportable: statusNow(row) === 'published' } : null;
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ? { ownerId: row.id, reportable: true } : null;
}

/**
 * Stores a reporter's report of a target, or updates (and reopens) the one they sent before;
 * answers whether it was an update.
 */
export async function upsertReport(
  tx: Executor,
  report: {
    reporterId: number;
    targetType: ReportTarget;
    targetId: number;
    reason: ReportReason;
    note: string;
  },
): Promise<boolean> {
  const [before] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, report.reporterId),
        eq(reports.targetType, report.targetType),
        eq(reports.targetId, report.targetId),
      ),
    )
    .for('update');
  await tx
    .insert(reports)
    .values(report)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId],
      set: { reason: report.reason, note: report.note, updatedAt: new Date(), resolvedAt: null },
    });
  return before !== undefined;
}

/** Closes a target's open reports; answers how many. */
export async function resolveReports(
  tx: Executor,
  type: ReportTarget,
  id: number,
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

/** One target's open reports, gathered: the newest report's id keys the queue's pages. */
interface QueueGroup {
  targetType: ReportTarget;
  targetId: number;
  lastId: number;
  count: number;
  lastAt: Date;
}

/**
 * The queue: targets with open reports, the one reported last first, with their counts by
 * reason, their newest notes, a summary of the target and its state now.
 */
export async function listQueue(db: Executor, page: PageRequest): Promise<Page<QueueEntry>> {
  const lastId = sql<number>`max(${reports.id})`;
  const groups = (await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      lastId,
      count: sql<number>`count(*)::integer`,
      lastAt: sql<Date>`max(${reports.updatedAt})`.mapWith(reports.updatedAt),
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .having(page.cursor === null ? undefined : lt(lastId, page.cursor))
    .orderBy(desc(lastId))
    .limit(page.limit + 1)) as QueueGroup[];
  const shown = groups.slice(0, page.limit);
  const entries = await describeTargets(db, shown);
  return toIdPage(
    groups.map((group) => ({ ...group, id: group.lastId })),
    page,
    (group) => entries.get(`${group.targetType}:${group.targetId}`) as QueueEntry,
  );
}

type Described = Pick<QueueEntry, 'summary' | 'news_id' | 'owner' | 'state'>;

async function describeTargets(
  db: Executor,
  groups: readonly QueueGroup[],
): Promise<Map<string, QueueEntry>> {
  const described = new Map<string, Described>();
  const ids = (type: ReportTarget) =>
    groups.filter((group) => group.targetType === type).map((group) => group.targetId);
  const owner = (row: { userId: number | null; fullName: string | null; image: string | null }) =>
    row.userId === null
      ? null
      : { user_id: row.userId, full_name: row.fullName ?? '', user_profile: row.image };
  const commentIds = ids('comment');
  if (commentIds.length > 0) {
    const rows = await db
      .select({
        id: comments.id,
        body: comments.body,
        articleId: comments.articleId,
        hiddenAt: comments.hiddenAt,
        userId: users.id,
        fullName: users.fullName,
        image: users.profileImage,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(inArray(comments.id, commentIds));
    for (const row of rows) {
      described.set(`comment:${row.id}`, {
        summary: row.body,
        news_id: row.articleId,
        owner: owner(row),
        state: row.hiddenAt === null ? 'visible' : 'hidden',
      });
    }
  }
  const articleIds = ids('article');
  if (articleIds.length > 0) {
    const rows = await db
      .select({
        id: articles.id,
        title: articles.title,
        status: articles.status,
        publishedAt: articles.publishedAt,
        userId: users.id,
        fullName: users.fullName,
        image: users.profileImage,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(inArray(articles.id, articleIds));
    for (const row of rows) {
      described.set(`article:${row.id}`, {
        summary: row.title,
        news_id: row.id,
        owner: owner(row),
        state: statusNow(row) === 'published' ? 'visible' : 'unpublished',
      });
    }
  }
  const profileIds = ids('profile');
  if (profileIds.length > 0) {
    const rows = await db
      .select({
        userId: users.id,
        fullName: users.fullName,
        image: users.profileImage,
        suspendedAt: users.suspendedAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(inArray(users.id, profileIds));
    for (const row of rows) {
      const state: TargetState =
        row.deletedAt !== null ? 'removed' : row.suspendedAt !== null ? 'suspended' : 'visible';
      described.set(`profile:${row.userId}`, {
        summary: row.fullName,
        news_id: null,
        owner: owner(row),
        state,
      });
    }
  }
  const reasons = await openReportRows(db, groups);
  const entries = new Map<string, QueueEntry>();
  for (const group of groups) {
    const key = `${group.targetType}:${group.targetId}`;
    const rows = reasons.filter(
      (row) => row.targetType === group.targetType && row.targetId === group.targetId,
    );
    const counts = new Map<ReportReason, number>();
    for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
    entries.set(key, {
      target_type: group.targetType,
      target_id: group.targetId,
      ...(described.get(key) ?? { summary: '', news_id: null, owner: null, state: 'removed' }),
      report_count: group.count,
      reasons: [...counts]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      notes: rows
        .filter((row) => row.note !== '')
        .slice(0, QUEUE_NOTES_SHOWN)
        .map((row) => row.note),
      last_reported_at: group.lastAt.toISOString(),
    });
  }
  return entries;
}

/** The open reports of these targets, newest first. */
async function openReportRows(db: Executor, groups: readonly QueueGroup[]) {
  if (groups.length === 0) return [];
  const targets = sql.join(
    groups.map((group) => sql`(${group.targetType}, ${group.targetId}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      note: reports.note,
    })
    .from(reports)
    .where(
      and(
        isNull(reports.resolvedAt),
        sql`(${reports.targetType}, ${reports.targetId}) in (${targets})`,
      ),
    )
    .orderBy(desc(reports.updatedAt), desc(reports.id));
  return rows as {
    targetType: ReportTarget;
    targetId: number;
    reason: ReportReason;
    note: string;
  }[];
}

/** Writes one line of the audit log, with the moderator's name as it is now. */
export async function insertLogEntry(
  tx: Executor,
  entry: {
    moderatorId: number;
    action: ModerationAction;
    targetType: ReportTarget;
    targetId: number;
    reason: string;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into ${moderationLog} (moderator_id, moderator_name, action, target_type, target_id, reason)
    select ${entry.moderatorId}::integer, full_name, ${entry.action}, ${entry.targetType},
      ${entry.targetId}::integer, ${entry.reason}
    from ${users} where id = ${entry.moderatorId}`);
}

/** The audit log, newest first. */
export async function listLog(db: Executor, page: PageRequest): Promise<Page<ModerationLogEntry>> {
  const rows = await db
    .select()
    .from(moderationLog)
    .where(afterCursor(moderationLog.id, page))
    .orderBy(desc(moderationLog.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, (row) => ({
    id: row.id,
    moderator: { user_id: row.moderatorId ?? 0, full_name: row.moderatorName },
    action: row.action as ModerationAction,
    target_type: row.targetType as ReportTarget,
    target_id: row.targetId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
}

/** A live account, locked, with whether it is suspended; null when there is none. */
export async function lockAccount(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ suspendedAt: users.suspendedAt, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row ? { suspended: row.suspendedAt !== null, role: roleSchema.parse(row.role) } : null;
}

export async function setSuspended(tx: Executor, userId: number, suspended: boolean) {
  await tx
    .update(users)
    .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setBlock(
  tx: Executor,
  blockerId: number,
  blockedId: number,
  blocked: boolean,
): Promise<void> {
  if (blocked) {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    return;
  }
  await tx
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The accounts a reader blocks, the latest first. */
export async function listBlocked(db: Executor, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => row.id);
}
