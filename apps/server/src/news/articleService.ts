import {
  type Draft,
  decodeDraftsCursor,
  type PublishRequest,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
  refuseArticleChange,
  refuseArticleDelete,
  refuseArticlePublish,
  refuseAuthorOnlyRead,
  refuseCancelSchedule,
  refusePublishAt,
  refuseSchedule,
  refuseStaleVersion,
  refuseUnpublish,
  type SaveArticleFields,
  type SaveArticleResult,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  savedArticleMessage,
} from '@byline/api-client/contract';
import { announceWhenLive } from '../community/announcementService';
import { deleteArticleComments } from '../community/commentRepository';
import { deleteArticleNotifications } from '../community/notificationRepository';
import type { Database, Executor, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { queueArticleActivity } from '../fediverse/articleActivities';
import { refuse } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { type StoredImage, storeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { deleteArticleStats } from '../stats/statsRepository';
import { toArticleValues } from './article-input';
import { statusNow } from './live';
import {
  applyPendingEdit,
  findPendingEdit,
  findPublishedCover,
  keepPendingEdit,
  type PendingEdit,
} from './publishedEditRepository';
import { type ArticlePlacement, readsShowing, readTags } from './read-tags';
import { isRemovedArticle, recordRemovedArticles } from './removedArticleRepository';
import {
  type ArticleValues,
  createArticle,
  type DraftsPage,
  deleteArticle,
  findArticleAuthor,
  findArticleText,
  findByClientKey,
  findDraft,
  type LockedArticle,
  listDrafts as listDraftsPage,
  lockArticle,
  nextPublishedAt,
  publishArticle,
  restoreArticleText,
  type SavedArticle,
  takeBackArticle,
  unscheduleArticle,
  updateArticle,
} from './repository';
import { findRevision, keepRevision, listRevisions } from './revisionRepository';
import { categoryName, findSiteCategoryById } from './siteCategories';

/**
 * The author's side of articles (docs/adr/0016): saves, publications, schedules, revisions and
 * deletions, each in one transaction under the article's row lock, refused by the contract's
 * rules. A change answers what the contract sends back, and which cached reads it made stale.
 */

/** What a change answers: the contract's data and message, and the cached reads it changed. */
export interface ArticleChange<Data> {
  data: Data;
  message: string;
  staleReads: string[];
}

/** A category the contract does not know: 400 when it is being stored, 404 when read. */
export function assertCategory(id: number, status: 400 | 404): void {
  if (!findSiteCategoryById(id)) refuse({ status, message: SERVER_MESSAGES.unknownCategory });
}

/**
 * The contract's ownership rule for a change, on the article's status now: someone else's draft
 * or scheduled article is missing (404), their live one forbidden (403).
 */
function assertOwner(
  article: LockedArticle | null,
  userId: number,
): asserts article is LockedArticle {
  refuse(refuseArticleChange(article && { ...article, status: statusNow(article) }, userId));
}

/** A publication time asked for, checked against the contract's bounds (400 otherwise). */
function publicationTime(publishAt: string | undefined): Date | null {
  if (publishAt === undefined) return null;
  const at = new Date(publishAt);
  refuse(refusePublishAt(at, new Date()));
  return at;
}

/** The contract's answer to a change: what is stored now, the next save's base version. */
function toSaveResult(saved: SavedArticle): SaveArticleResult {
  const status = statusNow(saved);
  return {
    news_id: saved.id,
    status,
    version: saved.version,
    // A draft has no publication time, also one taken back (its first stays stored for feeds).
    published_at: status === 'draft' ? null : (saved.publishedAt?.toISOString() ?? null),
  };
}

/** The cached reads that showed the article before or show it now. */
const readsChanged = (before: ArticlePlacement | null, after: ArticlePlacement) => [
  ...readsShowing(before),
  ...readsShowing(after),
];

/** A save as the editor asked for it, its fields stored as they will be. */
interface ArticleSave {
  values: ArticleValues;
  image: StoredImage | null;
  publishAt: Date | null;
  baseVersion: number | undefined;
  kind: RevisionKind;
  /** Who saves it: its writer, or an editor reviewing the draft (the revision says so). */
  savedBy: number;
}

/** What a change did: the article now, and how it was before (null: it is new). */
interface Change {
  saved: SavedArticle;
  before: LockedArticle | null;
  /**
   * The article was live and stays so: a draft save kept the text apart (readers see nothing
   * new), a publish updated what readers see.
   */
  live?: boolean;
}

/**
 * The pending changes a save makes of a live article's text: its fields, and the cover it will
 * have (a new one, else the one already pending or published, with its description).
 */
async function pendingEditOf(tx: Transaction, id: number, save: ArticleSave): Promise<PendingEdit> {
  const cover = (await findPendingEdit(tx, id)) ?? (await findPublishedCover(tx, id));
  if (!cover) throw new Error('the locked article vanished');
  const { values, image } = save;
  return {
    title: values.title,
    description: values.description,
    content: values.content,
    keywords: values.keywords,
    creator: values.creator,
    videoUrl: values.videoUrl,
    categoryId: values.categoryId,
    imagePath: image ? image.path : cover.imagePath,
    imageWidth: image ? image.width : cover.imageWidth,
    imageHeight: image ? image.height : cover.imageHeight,
    imageAlt: values.imageAlt ?? (image ? '' : cover.imageAlt),
  };
}

/**
 * A save of a live article (docs/adr/0024): a draft save or autosave keeps the text as its
 * pending changes, readers still see the published text; a publish updates what they see.
 */
async function saveLive(
  tx: Transaction,
  jobs: JobQueue,
  id: number,
  locked: LockedArticle,
  save: ArticleSave,
): Promise<Change> {
  const edit = await pendingEditOf(tx, id, save);
  const saved = save.values.isDraft
    ? await keepPendingEdit(tx, id, edit)
    : await applyPendingEdit(tx, id, edit, { touch: true });
  await keepRevision(tx, id, save.kind, save.values, save.savedBy);
  // What readers see changed: the fediverse followers get the Update.
  if (!save.values.isDraft)
    await queueArticleActivity(tx, jobs, 'update', { id, authorId: locked.authorId });
  return { saved, before: locked, live: true };
}

/**
 * The revision and announcement every save makes in its transaction: the job that tells the
 * followers of an article (once) is sent with it, due now or at its scheduled time.
 */
async function keepSave(tx: Transaction, jobs: JobQueue, saved: SavedArticle, save: ArticleSave) {
  await keepRevision(tx, saved.id, save.kind, save.values, save.savedBy);
  if (saved.status === 'published') await announceWhenLive(tx, jobs, saved.id, saved.publishedAt);
}

/** A save of an existing article of the caller, under its row lock. */
async function updateSaved(
  tx: Transaction,
  jobs: JobQueue,
  userId: number,
  id: number,
  save: ArticleSave,
): Promise<Change> {
  const locked = await lockArticle(tx, id);
  assertOwner(locked, userId);
  const status = statusNow(locked);
  refuse(refuseStaleVersion(locked.version, save.baseVersion));
  if (save.publishAt) refuse(refuseSchedule(status));
  if (status === 'published') return saveLive(tx, jobs, id, locked, save);
  const publishedAt = nextPublishedAt(
    { isDraft: save.values.isDraft, publishAt: save.publishAt },
    status,
  );
  const saved = await updateArticle(tx, id, save.values, save.image, publishedAt);
  await keepSave(tx, jobs, saved, save);
  return { saved, before: locked };
}

/**
 * A save without news_id: a new article, unless its client key made one already (a retried
 * first save, or two at once: the unique key lets one insert, the other updates that one).
 */
async function saveNew(
  tx: Transaction,
  jobs: JobQueue,
  userId: number,
  clientKey: string | null,
  save: ArticleSave,
): Promise<Change> {
  const made = clientKey ? await findByClientKey(tx, userId, clientKey) : null;
  if (made !== null) return updateSaved(tx, jobs, userId, made, save);
  const inserted = await createArticle(tx, userId, save.values, save.image, {
    clientKey,
    publishAt: save.publishAt,
  });
  if (inserted) {
    await keepSave(tx, jobs, inserted, save);
    return { saved: inserted, before: null };
  }
  const winner = clientKey ? await findByClientKey(tx, userId, clientKey) : null;
  if (winner === null) throw new Error('an insert met a client key that no article holds');
  return updateSaved(tx, jobs, userId, winner, save);
}

/** A save of the editor: a new article or a change of one, a draft, live now or scheduled. */
export async function saveArticle(
  { db, storage, jobs }: { db: Database; storage: MediaStorage; jobs: JobQueue },
  userId: number,
  input: SaveArticleFields,
  file: { bytes: Buffer } | null,
  /** An editor saving a writer's draft in review (`userId` is then the writer's). */
  savedBy = userId,
): Promise<ArticleChange<SaveArticleResult>> {
  const values = toArticleValues(input);
  assertCategory(values.categoryId, 400);
  // What a publish needs, checked on the stored (sanitised) fields: markup alone is no body.
  if (!values.isDraft) refuse(refuseArticlePublish(values));
  const publishAt = values.isDraft ? null : publicationTime(input.publish_at);
  const newsId = input.news_id;
  // Check ownership before spending time on the image; re-checked under a row lock below.
  if (newsId !== undefined) assertOwner(await lockArticle(db, newsId), userId);
  const image = file ? await storeImage(storage, file.bytes, 'cover') : null;
  const kind: RevisionKind = input.autosave ? 'autosave' : values.isDraft ? 'save' : 'publish';
  const save = { values, image, publishAt, baseVersion: input.base_version, kind, savedBy };
  const { saved, before, live } = await retryingTransaction(db, (tx) =>
    newsId === undefined
      ? saveNew(tx, jobs, userId, input.client_key ?? null, save)
      : updateSaved(tx, jobs, userId, newsId, save),
  );
  const result = toSaveResult(saved);
  return {
    data: result,
    message: savedArticleMessage({
      isDraft: values.isDraft,
      isUpdate: before !== null,
      scheduled: result.status === 'scheduled',
      updatingLive: live === true,
    }),
    // Changes kept apart from a live article's text show nowhere yet.
    staleReads:
      live && values.isDraft
        ? []
        : [
            ...readsChanged(before, {
              authorId: userId,
              categoryId: values.categoryId,
              status: saved.status,
            }),
            // Its comments are public while it is.
            readTags.comments(saved.id),
          ],
  };
}

/** A draft published now, or scheduled for `publish_at`. */
export async function publishDraft(
  { db, jobs }: { db: Database; jobs: JobQueue },
  userId: number,
  input: PublishRequest,
  /**
   * An editor approving a writer's draft in review (docs/adr/0036; `userId` is then the
   * writer's): who publishes, and what the review writes in the same transaction.
   */
  review?: { editorId: number; onPublish: (tx: Transaction) => Promise<void> },
): Promise<ArticleChange<SaveArticleResult>> {
  const publishAt = publicationTime(input.publish_at);
  const { saved, before, after } = await retryingTransaction(db, async (tx) => {
    const locked = await lockArticle(tx, input.news_id);
    assertOwner(locked, userId);
    const status = statusNow(locked);
    refuse(refuseStaleVersion(locked.version, input.base_version));
    if (publishAt) refuse(refuseSchedule(status));
    if (status === 'published') return updateLive(tx, jobs, input.news_id, locked);
    const text = await findArticleText(tx, input.news_id);
    if (!text) throw new Error('the locked article vanished');
    refuse(refuseArticlePublish(text));
    const publishedAt = nextPublishedAt({ isDraft: false, publishAt }, status);
    const saved = await publishArticle(tx, input.news_id, publishedAt);
    await keepRevision(tx, input.news_id, 'publish', text, review?.editorId ?? userId);
    await review?.onPublish(tx);
    await announceWhenLive(tx, jobs, saved.id, saved.publishedAt);
    return { saved, before: locked, after: { ...locked, status: 'published' as const } };
  });
  const result = toSaveResult(saved);
  return {
    data: result,
    message: savedArticleMessage({
      isDraft: false,
      isUpdate: true,
      scheduled: result.status === 'scheduled',
      updatingLive: statusNow(before) === 'published',
    }),
    staleReads: [...readsChanged(before, after), readTags.comments(input.news_id)],
  };
}

/**
 * Update (publishing a live article): its pending changes become what readers see, `updated_at`
 * moves; without pending changes nothing but the version moves.
 */
async function updateLive(tx: Transaction, jobs: JobQueue, id: number, locked: LockedArticle) {
  const edit = await findPendingEdit(tx, id);
  if (edit) refuse(refuseArticlePublish(edit));
  const saved = await applyPendingEdit(tx, id, edit, { touch: true });
  if (edit) {
    await keepRevision(tx, id, 'publish', edit, locked.authorId);
    await queueArticleActivity(tx, jobs, 'update', { id, authorId: locked.authorId });
  }
  return {
    saved,
    before: locked,
    after: { ...locked, categoryId: edit?.categoryId ?? locked.categoryId },
  };
}

/**
 * A live article back to its author's drafts (docs/adr/0024): its pending changes become the
 * draft's text; it leaves every list, feed, sitemap and search, and its address answers 404.
 */
export async function unpublishArticle(
  { db, jobs }: { db: Database; jobs: JobQueue },
  userId: number,
  newsId: number,
  /**
   * An editor's unpublish (docs/adr/0037): any author's article, and what the moderation
   * writes in the same transaction (the author's notification, the audit log).
   */
  asModerator?: (tx: Transaction, authorId: number) => Promise<void>,
): Promise<ArticleChange<SaveArticleResult>> {
  const { saved, before, categoryId } = await retryingTransaction(db, async (tx) => {
    const locked = await lockArticle(tx, newsId);
    if (asModerator) {
      if (!locked) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
    } else {
      assertOwner(locked, userId);
    }
    if (!locked) throw new Error('refused above');
    refuse(refuseUnpublish(statusNow(locked)));
    if (asModerator) await asModerator(tx, locked.authorId);
    const edit = await findPendingEdit(tx, newsId);
    if (edit) await applyPendingEdit(tx, newsId, edit, { touch: false });
    const saved = await takeBackArticle(tx, newsId);
    // Gone for readers: the fediverse followers get its Delete.
    await queueArticleActivity(tx, jobs, 'delete', { id: newsId, authorId: locked.authorId });
    return { saved, before: locked, categoryId: edit?.categoryId ?? locked.categoryId };
  });
  return {
    data: toSaveResult(saved),
    message: SUCCESS_MESSAGES.articleUnpublished,
    staleReads: [
      ...readsChanged(before, { ...before, categoryId, status: 'draft' }),
      readTags.comments(newsId),
    ],
  };
}

/**
 * Deletes any article of the caller's, for good (docs/adr/0024). One that readers have seen
 * is recorded as removed (its address answers 410); its visible comments and the notifications of
 * its publication and comments go; rewards stay in the ledger as they were (no coin moves), their
 * article shown as gone. Deleting it again is 410.
 */
export async function deleteAnyArticle(
  { db, jobs }: { db: Database; jobs: JobQueue },
  userId: number,
  newsId: number,
): Promise<ArticleChange<null>> {
  const before = await retryingTransaction(db, async (tx) => {
    const article = await lockArticle(tx, newsId);
    if (!article) await refuseRemovedArticle(tx, newsId);
    assertOwner(article, userId);
    // A live one leaves the fediverse followers' timelines too (one taken back already did).
    if (statusNow(article) === 'published') {
      await queueArticleActivity(tx, jobs, 'delete', { id: newsId, authorId: article.authorId });
    }
    await removeArticle(tx, newsId, article);
    return article;
  });
  return {
    data: null,
    message: SUCCESS_MESSAGES.articleDeleted,
    staleReads: [...readsShowing(before), readTags.comments(newsId)],
  };
}

/** A scheduled article back to a draft. */
export async function cancelSchedule(
  db: Database,
  userId: number,
  newsId: number,
): Promise<ArticleChange<SaveArticleResult>> {
  const { saved, before } = await retryingTransaction(db, async (tx) => {
    const locked = await lockArticle(tx, newsId);
    assertOwner(locked, userId);
    refuse(refuseCancelSchedule(statusNow(locked)));
    return { saved: await unscheduleArticle(tx, newsId), before: locked };
  });
  return {
    data: toSaveResult(saved),
    message: SUCCESS_MESSAGES.scheduleCancelled,
    // A scheduled article is in no cached read; dropped all the same, as a publish would.
    staleReads: readsChanged(before, { ...before, status: 'draft' }),
  };
}

/** Revisions: the author's alone; anyone else finds nothing, as with a draft. */
export async function listArticleRevisions(
  db: Executor,
  userId: number,
  newsId: number,
): Promise<RevisionSummary[]> {
  refuse(refuseAuthorOnlyRead(await findArticleAuthor(db, newsId), userId));
  return listRevisions(db, newsId);
}

export async function readRevision(
  db: Executor,
  userId: number,
  revisionId: number,
): Promise<Revision> {
  const found = await findRevision(db, revisionId);
  if (found?.authorId !== userId) {
    refuse({ status: 404, message: SERVER_MESSAGES.revisionNotFound });
  }
  return found.revision;
}

const NO_COVER = { imagePath: null, imageWidth: null, imageHeight: null, imageAlt: '' };

/** A revision's text put back into its article; the article's status stays. */
export async function restoreRevision(
  db: Database,
  userId: number,
  revisionId: number,
): Promise<ArticleChange<SaveArticleResult>> {
  const { saved, before, categoryId, live } = await retryingTransaction(db, async (tx) => {
    const found = await findRevision(tx, revisionId);
    if (found?.authorId !== userId) {
      refuse({ status: 404, message: SERVER_MESSAGES.revisionNotFound });
    }
    const id = found.revision.news_id;
    const locked = await lockArticle(tx, id);
    assertOwner(locked, userId);
    // The status stays: a live or scheduled article keeps what a publish needs.
    const status = statusNow(locked);
    if (status !== 'draft') refuse(refuseArticlePublish(found.text));
    if (status === 'published') {
      // A live article's restored text waits for its update, as any change of it.
      const saved = await keepPendingEdit(tx, id, {
        ...((await findPendingEdit(tx, id)) ?? (await findPublishedCover(tx, id)) ?? NO_COVER),
        ...found.text,
      });
      await keepRevision(tx, id, 'restore', found.text, userId);
      return { saved, before: locked, categoryId: found.text.categoryId, live: true };
    }
    const saved = await restoreArticleText(tx, id, found.text);
    await keepRevision(tx, id, 'restore', found.text, userId);
    return { saved, before: locked, categoryId: found.text.categoryId, live: false };
  });
  return {
    data: toSaveResult(saved),
    message: SUCCESS_MESSAGES.revisionRestored,
    staleReads: live ? [] : readsChanged(before, { ...before, categoryId }),
  };
}

/**
 * What deleting an article takes with it: a record of its removal when readers have seen it (its first
 * publication time is past, also for one taken back since), its visible comments and the
 * notifications of its publication and comments, and its stats (ADR 0035). Ledger lines stay: no
 * coin moves back.
 */
async function removeArticle(tx: Transaction, newsId: number, article: LockedArticle) {
  const wasPublic = article.publishedAt !== null && article.publishedAt.getTime() <= Date.now();
  if (wasPublic) await recordRemovedArticles(tx, [newsId]);
  await deleteArticleComments(tx, newsId);
  await deleteArticleNotifications(tx, newsId);
  await deleteArticleStats(tx, [newsId]);
  await deleteArticle(tx, newsId);
}

/** Deletes a draft of the caller, with the comments readers saw before it was taken back. */
export async function deleteDraft(
  db: Database,
  userId: number,
  newsId: number,
): Promise<ArticleChange<null>> {
  await retryingTransaction(db, async (tx) => {
    const article = await lockArticle(tx, newsId);
    assertOwner(article, userId);
    // A scheduled article is published (409), not a draft to delete.
    refuse(refuseArticleDelete({ status: statusNow(article) }));
    await removeArticle(tx, newsId, article);
  });
  // Drafts appear in no cached read: nothing to drop.
  return { data: null, message: SUCCESS_MESSAGES.draftDeleted, staleReads: [] };
}

/** The author's own published list, as the repository reads it: no rule applies to one's own. */
export { listOwnNews } from './repository';

/** A page of My Drafts; a cursor the server never issued is refused. */
export async function listDrafts(
  db: Executor,
  userId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<DraftsPage> {
  const cursor = page.cursor ? decodeDraftsCursor(page.cursor) : null;
  if (page.cursor && !cursor) refuse({ status: 400, message: SERVER_MESSAGES.invalidCursor });
  return listDraftsPage(db, userId, { limit: page.limit, cursor });
}

/**
 * The editor's text of one of the caller's articles: a draft, a scheduled one, or a live one with
 * its pending changes over the published text. Someone else's or a missing one: not found.
 */
export async function readDraft(db: Executor, userId: number, newsId: number): Promise<Draft> {
  const draft = await findDraft(db, userId, newsId);
  if (!draft) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  if (draft.status !== 'published') return draft;
  const edit = await findPendingEdit(db, newsId);
  if (!edit) return draft;
  return {
    ...draft,
    title: edit.title,
    description: edit.description,
    content: edit.content,
    keywords: edit.keywords,
    creator: edit.creator,
    video_url: edit.videoUrl,
    category_name: categoryName(edit.categoryId) || draft.category_name,
    image_url: edit.imagePath,
    image_alt: edit.imageAlt,
    pending_update: true,
  };
}

/**
 * An article readers once had (deleted after publishing, or removed with its author's account)
 * is gone for good: 410 rather than 404, so search engines drop its address.
 */
export async function refuseRemovedArticle(db: Executor, articleId: number): Promise<void> {
  if (await isRemovedArticle(db, articleId)) {
    refuse({ status: 410, message: SERVER_MESSAGES.articleRemoved });
  }
}
