export {
  type ArticleComment,
  ArticleComments,
  type ArticleCommentsProps,
} from './ArticleComments/ArticleComments';
export { ArticlePage, type ArticlePageProps, ArticlePageSkeleton } from './ArticlePage/ArticlePage';
export { ArticleVideo, type ArticleVideoProps } from './ArticleVideo/ArticleVideo';
export { SAMPLE_COMMENTS } from './sampleComments';
