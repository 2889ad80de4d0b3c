import type { ReviewNote, ReviewQueueEntry, ReviewState } from '@byline/api-client/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type Page, type PageRequest, toIdPage } from '../db/pagination';
import { articles, reviewNotes, users } from '../db/schema';
import { statusNow } from '../news/live';

/**
 * Editorial review (docs/adr/0036): a draft's state in review on its article row, the editors'
 * notes beside it, and the queue of submitted drafts.
 */

/** A draft's writer, status and review state (the row locked when `lock`); null: no article. */
export async function findReviewedArticle(db: Executor, id: number, lock = false) {
  const query = db
    .select({
      authorId: articles.authorId,
      status: articles.status,
      publishedAt: articles.publishedAt,
      reviewState: articles.reviewState,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row
    ? { authorId: row.authorId, status: statusNow(row), reviewState: row.reviewState }
    : null;
}

/** Moves a draft in review: submitted (its wait starts now), sent back, or out of review. */
export async function setReviewState(
  tx: Executor,
  id: number,
  state: ReviewState | null,
): Promise<void> {
  await tx
    .update(articles)
    .set(
      state === 'submitted'
        ? { reviewState: state, reviewSubmittedAt: sql`now()` }
        : { reviewState: state },
    )
    .where(eq(articles.id, id));
}

const noteColumns = {
  id: reviewNotes.id,
  body: reviewNotes.body,
  sentBack: reviewNotes.sentBack,
  createdAt: reviewNotes.createdAt,
  editorId: reviewNotes.editorId,
  editorName: users.fullName,
  editorPicture: users.profileImage,
};

function toNote(row: {
  id: number;
  body: string;
  sentBack: boolean;
  createdAt: Date;
  editorId: number | null;
  editorName: string | null;
  editorPicture: string | null;
}): ReviewNote {
  return {
    id: row.id,
    editor: {
      user_id: row.editorId ?? 0,
      full_name: row.editorName ?? '',
      user_profile: row.editorPicture,
    },
    body: row.body,
    sent_back: row.sentBack,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertReviewNote(
  tx: Executor,
  note: { articleId: number; editorId: number; body: string; sentBack: boolean },
): Promise<ReviewNote> {
  const [inserted] = await tx.insert(reviewNotes).values(note).returning({ id: reviewNotes.id });
  if (!inserted) throw new Error('a review note was not inserted');
  const [row] = await tx
    .select(noteColumns)
    .from(reviewNotes)
    .leftJoin(users, eq(users.id, reviewNotes.editorId))
    .where(eq(reviewNotes.id, inserted.id));
  if (!row) throw new Error('the review note just inserted is missing');
  return toNote(row);
}

/** A draft's notes, oldest first (a draft's review is a short conversation). */
export async function listReviewNotes(db: Executor, articleId: number): Promise<ReviewNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(reviewNotes)
    .leftJoin(users, eq(users.id, reviewNotes.editorId))
    .where(eq(reviewNotes.articleId, articleId))
    .orderBy(asc(reviewNotes.id));
  return rows.map(toNote);
}

/** The queue: drafts waiting for review, the longest waiting first (its index's order). */
export async function listReviewQueue(
  db: Executor,
  page: PageRequest,
): Promise<Page<ReviewQueueEntry>> {
  const after =
    page.cursor === null
      ? undefined
      : sql`(${articles.reviewSubmittedAt}, ${articles.id}) > (
          select review_submitted_at, id from ${articles} where id = ${page.cursor})`;
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      submittedAt: articles.reviewSubmittedAt,
      writerId: users.id,
      writerName: users.fullName,
      writerPicture: users.profileImage,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.reviewState, 'submitted'), eq(articles.status, 'draft'), after))
    .orderBy(asc(articles.reviewSubmittedAt), asc(articles.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, (row) => ({
    news_id: row.id,
    title: row.title,
    writer: {
      user_id: row.writerId,
      full_name: row.writerName,
      user_profile: row.writerPicture,
    },
    submitted_at: (row.submittedAt ?? new Date(0)).toISOString(),
  }));
}
