export {
  type SearchFilters,
  SearchResultsPage,
  type SearchResultsPageProps,
} from './SearchResultsPage/SearchResultsPage';
