import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { NewsGrid } from './NewsGrid';

describeComponent(NewsGrid, {
  props: { items: fixtures.newsItems.slice(0, 3), cols: { base: 1, md: 3 }, textMax: 150 },
});
