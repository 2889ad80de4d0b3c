export {
  NewsCard,
  type NewsCardItem,
  type NewsCardProps,
  type NewsCardRecent,
  type NewsCardStory,
  type NewsCardVariant,
} from './NewsCard/NewsCard';
export { NewsCardSkeleton, type NewsCardSkeletonProps } from './NewsCard/NewsCardSkeleton';
