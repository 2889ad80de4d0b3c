import { idParam, type PagePrefetch, statusOf } from '../../ssr/prefetch';

/** The author's public profile and articles, as AuthorProfileRoute reads them. */
export const prefetchAuthorProfile: PagePrefetch = async ({ params, reads }) => {
  const userId = idParam(params.userId);
  if (userId === null) return 'not-found';
  return statusOf(await reads.authorProfile(userId));
};
