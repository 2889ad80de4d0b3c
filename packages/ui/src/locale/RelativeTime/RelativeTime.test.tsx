import { describeComponent } from '../../testing';
import { RelativeTime } from './RelativeTime';

describeComponent(RelativeTime, {
  props: { date: '2026-03-05T09:00:00.000Z', now: Date.parse('2026-03-05T10:00:00.000Z') },
  refTarget: 'time',
});
