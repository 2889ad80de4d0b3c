import { fixtureArticle, fixtures, MOCK_COMMENTED_ARTICLE_ID } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { ArticlePage } from './ArticlePage';

describeComponent(ArticlePage, {
  props: {
    article: fixtureArticle(MOCK_COMMENTED_ARTICLE_ID),
    recommended: { items: fixtures.mostWatched },
    viewerId: null,
  },
});
