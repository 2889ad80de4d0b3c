export type { ArticleAuthorActionsProps } from './ArticleAuthorActions/ArticleAuthorActions';
export { LazyArticleAuthorActions } from './ArticleAuthorActions/LazyArticleAuthorActions';
export {
  ArticleComments,
  type ArticleCommentsProps,
  commentTextError,
} from './ArticleComments/ArticleComments';
export {
  ArticlePage,
  type ArticlePageComments,
  type ArticlePageFollow,
  type ArticlePageProps,
  ArticlePageSkeleton,
} from './ArticlePage/ArticlePage';
export { ArticleVideo, type ArticleVideoProps } from './ArticleVideo/ArticleVideo';
