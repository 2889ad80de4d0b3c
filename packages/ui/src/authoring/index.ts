export { ArticlePreview, type ArticlePreviewProps } from './ArticlePreview/ArticlePreview';
export { type ArticleTab, ArticleTabs, type ArticleTabsProps } from './ArticleTabs/ArticleTabs';
export { DraftCard, type DraftCardProps } from './DraftCard/DraftCard';
export { DraftsList, type DraftsListProps } from './DraftsList/DraftsList';
