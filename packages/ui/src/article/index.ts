export {
  ArticleComments,
  type ArticleCommentsProps,
  type CommentRepliesState,
  commentTextError,
} from './ArticleComments/ArticleComments';
export {
  ArticlePage,
  type ArticlePageComments,
  type ArticlePageFollow,
  type ArticlePageProps,
  type ArticlePageReactions,
  ArticlePageSkeleton,
} from './ArticlePage/ArticlePage';
export { ArticleVideo, type ArticleVideoProps } from './ArticleVideo/ArticleVideo';
