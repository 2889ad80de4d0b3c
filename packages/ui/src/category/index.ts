export { CategoryPage, type CategoryPageProps } from './CategoryPage/CategoryPage';
