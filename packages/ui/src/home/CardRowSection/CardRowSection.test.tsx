import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { CardRowSection } from './CardRowSection';

describeComponent(CardRowSection, {
  props: {
    title: 'A card row',
    items: fixtures.newsItems,
    from: 0,
    to: 4,
    titleMax: 70,
    textMax: 150,
  },
});
