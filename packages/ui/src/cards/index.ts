export {
  NewsCard,
  type NewsCardProps,
  type NewsCardVariant,
} from './NewsCard/NewsCard';
export { NewsCardSkeleton, type NewsCardSkeletonProps } from './NewsCard/NewsCardSkeleton';
