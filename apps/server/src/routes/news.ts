import {
  CATEGORIES,
  decodeNewsCursor,
  decodeSearchCursor,
  findCategoryById,
  type RevisionKind,
  refuseArticleChange,
  refuseArticleDelete,
  refuseArticlePublish,
  refuseCancelSchedule,
  refusePublishAt,
  refuseSchedule,
  refuseStaleVersion,
  type SaveArticleResult,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  savedArticleMessage,
} from '@byline/api-client/contract';
import { announcePublication } from '../community/announcements';
import { deleteArticleComments } from '../community/comments';
import { ARTICLE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../constants';
import type { Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { registerEndpoint } from '../http/endpoint';
import { HttpError, refuse } from '../http/errors';
import { type StoredImage, storeImage } from '../media/images';
import { toArticleValues } from '../news/article-input';
import { statusNow } from '../news/live';
import { type ArticlePlacement, readsShowing, readTags } from '../news/read-tags';
import { findLivePlacement, listRelatedNews } from '../news/related';
import {
  type ArticleValues,
  createArticle,
  deleteArticle,
  findArticle,
  findArticleAuthor,
  findArticleText,
  findByClientKey,
  findDraft,
  type LockedArticle,
  listDrafts,
  listMostRecent,
  listMostWatched,
  listNews,
  listOwnNews,
  lockArticle,
  nextPublishedAt,
  publishArticle,
  restoreArticleText,
  type SavedArticle,
  unscheduleArticle,
  updateArticle,
} from '../news/repository';
import { findRevision, keepRevision, listRevisions } from '../news/revisions';
import { searchNews } from '../news/search';
import type { RouteDependencies } from './dependencies';

function assertCategory(id: number, status: 400 | 404): void {
  if (!findCategoryById(id)) {
    throw new HttpError(status, SERVER_MESSAGES.unknownCategory);
  }
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

/** A save as the editor asked for it, its fields stored as they will be. */
interface ArticleSave {
  values: ArticleValues;
  image: StoredImage | null;
  publishAt: Date | null;
  baseVersion: number | undefined;
  kind: RevisionKind;
}

/** What a change did: the article now, and how it was before (null: it is new). */
interface Change {
  saved: SavedArticle;
  before: LockedArticle | null;
}

/**
 * The revision and announcement every save makes in its transaction: followers hear of an
 * article live now (once); a scheduled one is announced when its time comes.
 */
async function keepSave(tx: Transaction, userId: number, id: number, save: ArticleSave) {
  await keepRevision(tx, id, save.kind, save.values);
  if (!save.values.isDraft && !save.publishAt) await announcePublication(tx, userId, id);
}

/** A save of an existing article of the caller, under its row lock. */
async function updateSaved(
  tx: Transaction,
  userId: number,
  id: number,
  save: ArticleSave,
): Promise<Change> {
  const locked = await lockArticle(tx, id);
  assertOwner(locked, userId);
  const status = statusNow(locked);
  refuse(refuseStaleVersion(locked.version, save.baseVersion));
  if (save.publishAt) refuse(refuseSchedule(status));
  const publishedAt = nextPublishedAt(
    { isDraft: save.values.isDraft, publishAt: save.publishAt },
    status,
  );
  const saved = await updateArticle(tx, id, save.values, save.image, publishedAt);
  await keepSave(tx, userId, id, save);
  return { saved, before: locked };
}

/**
 * A save without news_id: a new article, unless its client key made one already (a retried
 * first save, or two at once: the unique key lets one insert, the other updates that one).
 */
async function saveNew(
  tx: Transaction,
  userId: number,
  clientKey: string | null,
  save: ArticleSave,
): Promise<Change> {
  const made = clientKey ? await findByClientKey(tx, userId, clientKey) : null;
  if (made !== null) return updateSaved(tx, userId, made, save);
  const inserted = await createArticle(tx, userId, save.values, save.image, {
    clientKey,
    publishAt: save.publishAt,
  });
  if (inserted) {
    await keepSave(tx, userId, inserted.id, save);
    return { saved: inserted, before: null };
  }
  const winner = clientKey ? await findByClientKey(tx, userId, clientKey) : null;
  if (winner === null) throw new Error('an insert met a client key that no article holds');
  return updateSaved(tx, userId, winner, save);
}

export function registerNewsRoutes({
  app,
  db,
  storage,
  rateLimits,
  readCache,
  views,
}: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };
  /** Drops the cached reads that showed the article before or show it now. */
  const invalidate = (before: ArticlePlacement | null, after: ArticlePlacement) =>
    readCache.invalidate([...readsShowing(before), ...readsShowing(after)]);

  /** A public GET read: CDNs and browsers may keep it as PUBLIC_READ_CACHE_CONTROL says. */
  const publicRead = { ...read, cacheControl: PUBLIC_READ_CACHE_CONTROL };
  /** A public read shared through the read cache, tagged with what it shows. */
  const cachedAs = <Input>(tags: (input: Input) => string[]) => ({
    ...publicRead,
    cache: { store: readCache, tags },
  });

  // The contract's list, which the table equals (checked at start-up): no query needed.
  const categoryList = CATEGORIES.map(({ id, name }) => ({ id, name }));
  registerEndpoint(app, 'categories', publicRead, async () => ({ data: categoryList }));

  const categoryNews = cachedAs((input: { category_id: number }) => [
    readTags.category(input.category_id),
  ]);
  registerEndpoint(app, 'newsList', categoryNews, async ({ input }) => {
    assertCategory(input.category_id, 404);
    const cursor = input.cursor ? decodeNewsCursor(input.cursor) : null;
    if (input.cursor && !cursor) throw new HttpError(400, SERVER_MESSAGES.invalidCursor);
    const page = await listNews(db, {
      categoryId: input.category_id,
      limit: input.limit,
      cursor,
      q: input.q || undefined,
    });
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  // Kept in the read cache like every public read (a news event sends many readers to the same
  // words); any publish or edit of a live article drops every kept search.
  registerEndpoint(
    app,
    'search',
    cachedAs(() => [readTags.siteSearch]),
    async ({ input }) => {
      if (input.category_id !== undefined) assertCategory(input.category_id, 404);
      const page = await searchNews(db, {
        q: input.q,
        categoryId: input.category_id,
        from: input.from,
        to: input.to,
        limit: input.limit,
        cursor: input.cursor ? decodeSearchCursor(input.cursor) : null,
      });
      return { data: page.items, extra: { next_cursor: page.nextCursor } };
    },
  );

  registerEndpoint(app, 'mostRecent', read, async ({ input }) => {
    if (input.category_id !== undefined) assertCategory(input.category_id, 404);
    return { data: await listMostRecent(db, input.category_id) };
  });

  registerEndpoint(
    app,
    'mostWatched',
    cachedAs(() => [readTags.mostWatched]),
    async () => ({
      data: await listMostWatched(db),
    }),
  );

  registerEndpoint(
    app,
    'relatedNews',
    cachedAs(() => [readTags.related]),
    async ({ input }) => {
      const article = await findLivePlacement(db, input.news_id);
      if (!article) throw new HttpError(404, SERVER_MESSAGES.articleNotFound);
      return { data: await listRelatedNews(db, article, input.limit) };
    },
  );

  const articleRead = { ...read, cacheControl: ARTICLE_CACHE_CONTROL };
  registerEndpoint(app, 'articleById', articleRead, async ({ input, userId, request }) => {
    const article = await findArticle(db, input.news_id, userId);
    if (!article) throw new HttpError(404, SERVER_MESSAGES.articleNotFound);
    if (article.status === 'published') {
      await views.record(article.id, { userId, address: request.ip });
    }
    return { data: article };
  });

  registerEndpoint(app, 'ownNews', read, async ({ requireUser }) => ({
    data: await listOwnNews(db, requireUser()),
  }));

  registerEndpoint(app, 'drafts', read, async ({ requireUser }) => ({
    data: await listDrafts(db, requireUser()),
  }));

  // Someone else's, a live one or a missing one: not the caller's draft, so not found.
  registerEndpoint(app, 'draft', read, async ({ input, requireUser }) => {
    const draft = await findDraft(db, requireUser(), input.news_id);
    if (!draft) throw new HttpError(404, SERVER_MESSAGES.articleNotFound);
    return { data: draft };
  });

  registerEndpoint(app, 'saveArticle', write, async ({ input, requireUser, file }) => {
    const userId = requireUser();
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
    const save = { values, image, publishAt, baseVersion: input.base_version, kind };
    const { saved, before } = await retryingTransaction(db, (tx) =>
      newsId === undefined
        ? saveNew(tx, userId, input.client_key ?? null, save)
        : updateSaved(tx, userId, newsId, save),
    );
    invalidate(before, { authorId: userId, categoryId: values.categoryId, status: saved.status });
    // Its comments are public while it is.
    readCache.invalidate([readTags.comments(saved.id)]);
    const result = toSaveResult(saved);
    const message = savedArticleMessage({
      isDraft: values.isDraft,
      isUpdate: before !== null,
      scheduled: result.status === 'scheduled',
    });
    return { data: result, message };
  });

  registerEndpoint(app, 'publishDraft', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const publishAt = publicationTime(input.publish_at);
    const { saved, before } = await retryingTransaction(db, async (tx) => {
      const locked = await lockArticle(tx, input.news_id);
      assertOwner(locked, userId);
      const status = statusNow(locked);
      refuse(refuseStaleVersion(locked.version, input.base_version));
      if (publishAt) refuse(refuseSchedule(status));
      const text = await findArticleText(tx, input.news_id);
      if (!text) throw new Error('the locked article vanished');
      refuse(refuseArticlePublish(text));
      const publishedAt = nextPublishedAt({ isDraft: false, publishAt }, status);
      const saved = await publishArticle(tx, input.news_id, publishedAt);
      await keepRevision(tx, input.news_id, 'publish', text);
      if (!publishAt) await announcePublication(tx, userId, input.news_id);
      return { saved, before: locked };
    });
    invalidate(before, { ...before, status: 'published' });
    readCache.invalidate([readTags.comments(input.news_id)]);
    const result = toSaveResult(saved);
    const message = savedArticleMessage({
      isDraft: false,
      isUpdate: true,
      scheduled: result.status === 'scheduled',
    });
    return { data: result, message };
  });

  registerEndpoint(app, 'cancelSchedule', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const { saved, before } = await retryingTransaction(db, async (tx) => {
      const locked = await lockArticle(tx, input.news_id);
      assertOwner(locked, userId);
      refuse(refuseCancelSchedule(statusNow(locked)));
      return { saved: await unscheduleArticle(tx, input.news_id), before: locked };
    });
    // A scheduled article is in no cached read; dropped all the same, as a publish would.
    invalidate(before, { ...before, status: 'draft' });
    return { data: toSaveResult(saved), message: SUCCESS_MESSAGES.scheduleCancelled };
  });

  // Revisions: the author's alone; anyone else finds nothing, as with a draft.
  registerEndpoint(app, 'revisions', read, async ({ input, requireUser }) => {
    const userId = requireUser();
    if ((await findArticleAuthor(db, input.news_id)) !== userId) {
      throw new HttpError(404, SERVER_MESSAGES.articleNotFound);
    }
    return { data: await listRevisions(db, input.news_id) };
  });

  registerEndpoint(app, 'revision', read, async ({ input, requireUser }) => {
    const userId = requireUser();
    const found = await findRevision(db, input.revision_id);
    if (found?.authorId !== userId) throw new HttpError(404, SERVER_MESSAGES.revisionNotFound);
    return { data: found.revision };
  });

  registerEndpoint(app, 'restoreRevision', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const { saved, before, categoryId } = await retryingTransaction(db, async (tx) => {
      const found = await findRevision(tx, input.revision_id);
      if (found?.authorId !== userId) throw new HttpError(404, SERVER_MESSAGES.revisionNotFound);
      const id = found.revision.news_id;
      const locked = await lockArticle(tx, id);
      assertOwner(locked, userId);
      // The status stays: a live or scheduled article keeps what a publish needs.
      if (statusNow(locked) !== 'draft') refuse(refuseArticlePublish(found.text));
      const saved = await restoreArticleText(tx, id, found.text);
      await keepRevision(tx, id, 'restore', found.text);
      return { saved, before: locked, categoryId: found.text.categoryId };
    });
    invalidate(before, { ...before, categoryId });
    return { data: toSaveResult(saved), message: SUCCESS_MESSAGES.revisionRestored };
  });

  registerEndpoint(app, 'deleteDraft', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    await retryingTransaction(db, async (tx) => {
      const article = await lockArticle(tx, input.news_id);
      assertOwner(article, userId);
      // A scheduled article is published (409), not a draft to delete.
      refuse(refuseArticleDelete({ status: statusNow(article) }));
      await deleteArticleComments(tx, input.news_id);
      await deleteArticle(tx, input.news_id);
    });
    // Drafts appear in no cached read: nothing to drop.
    return { data: null, message: SUCCESS_MESSAGES.draftDeleted };
  });
}
