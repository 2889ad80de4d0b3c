export { SearchField } from './SearchField/SearchField';
export {
  type SearchFilters,
  SearchResultsPage,
  type SearchResultsPageProps,
} from './SearchResultsPage/SearchResultsPage';
