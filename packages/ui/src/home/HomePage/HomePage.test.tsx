import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { HomePage } from './HomePage';

describeComponent(HomePage, {
  props: {
    latest: { items: fixtures.mostRecent },
    mostWatched: { items: fixtures.mostWatched },
    tourism: { items: fixtures.newsItems },
  },
});
