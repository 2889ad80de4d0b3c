import { FEED_PATHS, FEED_TITLES } from '@byline/api-client';

/** The RSS feed a reader page links (`PageMeta`'s `feed`): the server answers each path. */
export const feedLinks = {
  site: { title: FEED_TITLES.site, path: FEED_PATHS.siteFeed },
  category: (category: { slug: string; name: string }) => ({
    title: FEED_TITLES.category(category.name),
    path: FEED_PATHS.categoryFeed(category.slug),
  }),
  author: (userId: number, fullName: string) => ({
    title: FEED_TITLES.author(fullName),
    path: FEED_PATHS.authorFeed(userId),
  }),
};
