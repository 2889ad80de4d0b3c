import { ACCOUNT_SUCCESS, accountExportFileName } from '@byline/api-client/contract';
import { deleteAccount, exportAccount, refuseDeletedAccountToken } from '../account/accountService';
import { registerEndpoint } from '../http/endpoint';
import { readsShowingAnyAuthor, readTags } from '../news/read-tags';
import type { RouteDependencies } from './dependencies';

/** The account: deleting it and downloading one's data (docs/adr/0027, docs/privacy.md). */
export function registerAccountRoutes({
  app,
  db,
  identity,
  storage,
  rateLimits,
  readCache,
}: RouteDependencies): void {
  registerEndpoint(
    app,
    'deleteAccount',
    {
      rateLimit: rateLimits.writes,
      onStaleToken: (token) => refuseDeletedAccountToken(db, token),
    },
    async ({ input, requireUser }) => {
      const userId = requireUser();
      const { result, removal } = await deleteAccount(
        { db, identity, storage, log: app.log },
        userId,
        input,
      );
      // The person's name leaves every list that showed it beside a kept article; removed
      // articles leave their categories; the comment lists that changed are read again.
      readCache.invalidate([
        readTags.author(userId),
        ...readsShowingAnyAuthor(),
        ...removal.removedPlacements.map((article) => readTags.category(article.categoryId)),
        ...removal.commentedArticleIds.map((id) => readTags.comments(id)),
      ]);
      return { data: result, message: ACCOUNT_SUCCESS.accountDeleted };
    },
  );

  registerEndpoint(
    app,
    'exportAccount',
    { rateLimit: rateLimits.reads },
    async ({ requireUser }) => {
      const userId = requireUser();
      return {
        data: await exportAccount(db, userId),
        headers: {
          'content-disposition': `attachment; filename="${accountExportFileName(userId)}"`,
        },
      };
    },
  );
}
