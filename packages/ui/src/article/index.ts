export type { ArticleAuthorActionsProps } from './ArticleAuthorActions/ArticleAuthorActions';
export { LazyArticleAuthorActions } from './ArticleAuthorActions/LazyArticleAuthorActions';
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
  type ArticlePageShare,
  ArticlePageSkeleton,
} from './ArticlePage/ArticlePage';
export { ArticleTags, type ArticleTagsProps } from './ArticleTags/ArticleTags';
export { ArticleVideo, type ArticleVideoProps } from './ArticleVideo/ArticleVideo';
export { ShareBar, type ShareBarProps } from './ShareBar/ShareBar';
export { mailtoLink, type ShareLink, shareLinks } from './ShareBar/shareLinks';
