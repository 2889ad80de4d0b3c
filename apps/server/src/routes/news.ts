import {
  CATEGORIES,
  decodeNewsCursor,
  findCategoryById,
  type Refusal,
  refuseArticleChange,
  refuseArticleDelete,
  refuseArticlePublish,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  savedArticleMessage,
} from '@byline/api-client/contract';
import { deleteArticleComments } from '../community/comments';
import { notifyFollowersOfPublication } from '../community/notifications';
import { ARTICLE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../constants';
import { retryingTransaction } from '../db/retry';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { storeImage } from '../media/images';
import { toArticleValues } from '../news/article-input';
import { type ArticlePlacement, readsShowing, readTags } from '../news/read-tags';
import {
  deleteArticle,
  findArticle,
  findArticleText,
  insertArticle,
  listDrafts,
  listMostRecent,
  listMostWatched,
  listNews,
  listOwnNews,
  lockArticle,
  publishArticle,
  updateArticle,
} from '../news/repository';
import type { RouteDependencies } from './dependencies';

function assertCategory(id: number, status: 400 | 404): void {
  if (!findCategoryById(id)) {
    throw new HttpError(status, SERVER_MESSAGES.unknownCategory);
  }
}

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/** The contract's ownership rule for a change (someone else's draft is missing, 404; 403 else). */
function assertOwner(
  article: ArticlePlacement | null,
  userId: number,
): asserts article is ArticlePlacement {
  refuse(refuseArticleChange(article, userId));
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

  registerEndpoint(app, 'saveArticle', write, async ({ input, requireUser, file }) => {
    const userId = requireUser();
    const values = toArticleValues(input);
    assertCategory(values.categoryId, 400);
    // What a publish needs, checked on the stored (sanitised) fields: markup alone is no body.
    if (!values.isDraft) refuse(refuseArticlePublish(values));
    const newsId = input.news_id;
    // Check ownership before spending time on the image; re-checked under a row lock below.
    if (newsId !== undefined) assertOwner(await lockArticle(db, newsId), userId);
    const image = file ? await storeImage(storage, file.bytes, 'article') : null;
    const { id, before } = await retryingTransaction(db, async (tx) => {
      if (newsId === undefined) {
        const id = await insertArticle(tx, userId, values, image);
        if (!values.isDraft) await notifyFollowersOfPublication(tx, userId, id);
        return { id, before: null };
      }
      const locked = await lockArticle(tx, newsId);
      assertOwner(locked, userId);
      await updateArticle(tx, newsId, values, image);
      // Followers hear of an article once: at its first publication.
      if (!values.isDraft && locked.publishedAt === null) {
        await notifyFollowersOfPublication(tx, userId, newsId);
      }
      return { id: newsId, before: locked };
    });
    const status = values.isDraft ? 'draft' : 'published';
    invalidate(before, { authorId: userId, categoryId: values.categoryId, status });
    // Its comments are public while it is.
    readCache.invalidate([readTags.comments(id)]);
    const message = savedArticleMessage({
      isDraft: values.isDraft,
      isUpdate: newsId !== undefined,
    });
    return { data: { news_id: id, status }, message };
  });

  registerEndpoint(app, 'publishDraft', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const before = await retryingTransaction(db, async (tx) => {
      const locked = await lockArticle(tx, input.news_id);
      assertOwner(locked, userId);
      const text = await findArticleText(tx, input.news_id);
      if (text) refuse(refuseArticlePublish(text));
      await publishArticle(tx, input.news_id);
      if (locked.publishedAt === null) {
        await notifyFollowersOfPublication(tx, userId, input.news_id);
      }
      return locked;
    });
    invalidate(before, { ...before, status: 'published' });
    readCache.invalidate([readTags.comments(input.news_id)]);
    return {
      data: { news_id: input.news_id, status: 'published' },
      message: SUCCESS_MESSAGES.articlePublished,
    };
  });

  registerEndpoint(app, 'deleteDraft', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    await db.transaction(async (tx) => {
      const article = await lockArticle(tx, input.news_id);
      assertOwner(article, userId);
      refuse(refuseArticleDelete(article));
      await deleteArticleComments(tx, input.news_id);
      await deleteArticle(tx, input.news_id);
    });
    // Drafts appear in no cached read: nothing to drop.
    return { data: null, message: SUCCESS_MESSAGES.draftDeleted };
  });
}
