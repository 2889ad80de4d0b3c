export {
  BusinessSection,
  CardRowSection,
  type CardRowSectionProps,
  PoliticsSection,
  RecommendedSection,
  TourismSection,
} from './CardRowSection/CardRowSection';
export {
  CompactCategorySection,
  type CompactCategorySectionProps,
  LifestyleSection,
  SportsSection,
  TechnologySection,
} from './CompactCategorySection/CompactCategorySection';
export { CrimeSection, type CrimeSectionProps } from './CrimeSection/CrimeSection';
export { ExtraBlock, type ExtraBlockProps } from './ExtraBlock/ExtraBlock';
export { HomePage, type HomePageProps } from './HomePage/HomePage';
export { HomeSection, type HomeSectionProps, type SectionData } from './HomeSection/HomeSection';
export {
  LatestNewsSection,
  type LatestNewsSectionProps,
} from './LatestNewsSection/LatestNewsSection';
export { MostReadSection, type MostReadSectionProps } from './MostReadSection/MostReadSection';
export {
  NewsGrid,
  type NewsGridProps,
  NewsGridSkeleton,
  type NewsGridSkeletonProps,
} from './NewsGrid/NewsGrid';
export { itemRange } from './ranges';
