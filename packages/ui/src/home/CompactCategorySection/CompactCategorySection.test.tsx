import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { CompactCategorySection } from './CompactCategorySection';

describeComponent(CompactCategorySection, {
  props: { title: 'A compact section', items: fixtures.newsItems },
});
