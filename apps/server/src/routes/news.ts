import { roleAllows } from '@byline/api-client/contract';
import type { Caller } from '../auth/authenticate';
import { ARTICLE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../constants';
import { registerEndpoint } from '../http/endpoint';
import {
  type ArticleChange,
  cancelSchedule,
  deleteAnyArticle,
  deleteDraft,
  listArticleRevisions,
  listDrafts,
  listOwnNews,
  readDraft,
  readRevision,
  restoreRevision,
  saveArticle,
  unpublishArticle,
} from '../news/articleService';
import {
  listCategoryNews,
  listMostWatched,
  listTaggedNews,
  mostRecent,
  readArticle,
  relatedNews,
  search,
} from '../news/newsService';
import { readTags } from '../news/read-tags';
import { siteCategoryList } from '../news/siteCategories';
import { publishOrApprove, writerToActAs } from '../review/reviewService';
import { viewSourceOf } from '../stats/referrer';
import type { RouteDependencies } from './dependencies';

export function registerNewsRoutes({
  app,
  db,
  storage,
  jobs,
  rateLimits,
  readCache,
  views,
  publicOrigin,
}: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };
  /** Answers a change, once the cached reads it made stale are dropped. */
  const answerChange = <Data>({ data, message, staleReads }: ArticleChange<Data>) => {
    readCache.invalidate(staleReads);
    return { data, message };
  };

  /** A public GET read: CDNs and browsers may keep it as PUBLIC_READ_CACHE_CONTROL says. */
  const publicRead = { ...read, cacheControl: PUBLIC_READ_CACHE_CONTROL };
  /** A public read shared through the read cache, tagged with what it shows. */
  const cachedAs = <Input>(tags: (input: Input) => string[]) => ({
    ...publicRead,
    cache: { store: readCache, tags },
  });

  // The site's categories as this process last read them (news/siteCategories.ts).
  registerEndpoint(app, 'categories', publicRead, async () => ({
    data: siteCategoryList().map(({ id, name }) => ({ id, name })),
  }));

  const categoryNews = cachedAs((input: { category_id: number }) => [
    readTags.category(input.category_id),
  ]);
  registerEndpoint(app, 'newsList', categoryNews, async ({ input }) => {
    const page = await listCategoryNews(db, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  // A tag page's list: dropped with any change of a live article (its keywords may have been
  // edited), like related news and site search.
  registerEndpoint(
    app,
    'tagNews',
    cachedAs(() => [readTags.tags]),
    async ({ input }) => {
      const page = await listTaggedNews(db, input);
      return { data: page.items, extra: { next_cursor: page.nextCursor } };
    },
  );

  // Kept in the read cache like every public read (a news event sends many readers to the same
  // words); any publish or edit of a live article drops every kept search.
  registerEndpoint(
    app,
    'search',
    cachedAs(() => [readTags.siteSearch]),
    async ({ input }) => {
      const page = await search(db, input);
      return { data: page.items, extra: { next_cursor: page.nextCursor } };
    },
  );

  registerEndpoint(app, 'mostRecent', read, async ({ input }) => ({
    data: await mostRecent(db, input.category_id),
  }));

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
    async ({ input }) => ({ data: await relatedNews(db, input.news_id, input.limit) }),
  );

  const articleRead = { ...read, cacheControl: ARTICLE_CACHE_CONTROL };
  registerEndpoint(app, 'articleById', articleRead, async ({ input, userId, request }) => ({
    data: await readArticle(
      db,
      views,
      input.news_id,
      { userId, address: request.ip },
      viewSourceOf(request.headers, publicOrigin),
    ),
  }));

  registerEndpoint(app, 'ownNews', read, async ({ requireUser }) => ({
    data: await listOwnNews(db, requireUser()),
  }));

  registerEndpoint(app, 'drafts', read, async ({ input, requireUser }) => {
    const page = await listDrafts(db, requireUser(), input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  // An editor opens, saves and publishes a writer's submitted draft as its writer would
  // (docs/adr/0036): `writerToActAs` names the writer; everyone else acts on their own.
  const mayReview = (caller: Caller) => roleAllows(caller.role, 'review');

  registerEndpoint(app, 'draft', read, async ({ input, requireCaller }) => {
    const caller = requireCaller();
    const writerId = await writerToActAs(db, caller.userId, mayReview(caller), input.news_id);
    return { data: await readDraft(db, writerId, input.news_id) };
  });

  // Roles (docs/roles.md): writing needs `writeDrafts`, publishing or scheduling `publish` too.
  registerEndpoint(
    app,
    'saveArticle',
    write,
    async ({ input, requireRole, requireCaller, file }) => {
      const userId = requireRole('writeDrafts');
      if (!input.is_draft) requireRole('publish');
      const caller = requireCaller();
      const writerId = await writerToActAs(db, userId, mayReview(caller), input.news_id);
      return answerChange(await saveArticle({ db, storage, jobs }, writerId, input, file, userId));
    },
  );

  registerEndpoint(app, 'publishDraft', write, async ({ input, requireRole, requireCaller }) => {
    requireRole('writeDrafts');
    const userId = requireRole('publish');
    return answerChange(
      await publishOrApprove({ db, jobs }, userId, mayReview(requireCaller()), input),
    );
  });

  registerEndpoint(app, 'unpublishArticle', write, async ({ input, requireUser }) =>
    answerChange(await unpublishArticle({ db, jobs }, requireUser(), input.news_id)),
  );

  registerEndpoint(app, 'deleteArticle', write, async ({ input, requireUser }) =>
    answerChange(await deleteAnyArticle({ db, jobs }, requireUser(), input.news_id)),
  );

  registerEndpoint(app, 'cancelSchedule', write, async ({ input, requireUser }) =>
    answerChange(await cancelSchedule(db, requireUser(), input.news_id)),
  );

  registerEndpoint(app, 'revisions', read, async ({ input, requireCaller }) => {
    const caller = requireCaller();
    const writerId = await writerToActAs(db, caller.userId, mayReview(caller), input.news_id);
    return { data: await listArticleRevisions(db, writerId, input.news_id) };
  });

  registerEndpoint(app, 'revision', read, async ({ input, requireUser }) => ({
    data: await readRevision(db, requireUser(), input.revision_id),
  }));

  registerEndpoint(app, 'restoreRevision', write, async ({ input, requireRole }) =>
    answerChange(await restoreRevision(db, requireRole('writeDrafts'), input.revision_id)),
  );

  registerEndpoint(app, 'deleteDraft', write, async ({ input, requireUser }) =>
    answerChange(await deleteDraft(db, requireUser(), input.news_id)),
  );
}
