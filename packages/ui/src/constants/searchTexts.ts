import { defineMessages } from '../locale/defineMessages';
/** The site search page. */
export const SEARCH_TEXTS = /* @__PURE__ */ defineMessages('search', {
  pageTitle: 'Search',
  resultsFor: (query: string) => `Results for “${query}”`,
  field: 'Search news',
  submit: 'Search',
  close: 'Close search',
  category: 'Category',
  anyCategory: 'All categories',
  from: 'From',
  to: 'To',
  apply: 'Apply filters',
  results: 'Search results',
  noResultsTitle: (query: string) => `Nothing found for “${query}”`,
  noQuery: 'Type a word or two to search every article.',
  suggestionsIntro: 'Some ideas:',
  suggestions: [
    'Check the spelling of each word.',
    'Try fewer or more general words.',
    'Remove the category or date filters.',
  ],
  browseCategories: 'Or browse a category:',
});
