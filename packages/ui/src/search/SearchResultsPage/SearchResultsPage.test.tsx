import { CATEGORIES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { SearchResultsPage } from './SearchResultsPage';

describeComponent(SearchResultsPage, {
  props: {
    query: 'harbour',
    filters: { categoryId: 0, from: '', to: '' },
    categories: CATEGORIES,
    items: fixtures.mostWatched.slice(0, 3).map((item) => ({
      ...item,
      headline_html: item.title,
      snippet_html: item.description,
    })),
  },
});
