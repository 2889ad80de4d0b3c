import { describeComponent } from '../../testing';
import { NewsCard } from './NewsCard';

describeComponent(NewsCard, {
  props: {
    item: {
      id: 7,
      title: 'Harbour reopens after the storm',
      date: '2026-03-05T09:00:00.000Z',
      image: null,
    },
  },
  refTarget: 'article',
});
