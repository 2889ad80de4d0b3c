export { CategoryPage, type CategoryPageProps } from './CategoryPage/CategoryPage';
export { TagPage, type TagPageProps } from './TagPage/TagPage';
