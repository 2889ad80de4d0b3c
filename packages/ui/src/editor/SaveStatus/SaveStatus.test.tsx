import { describeComponent } from '../../testing';
import { SaveStatus } from './SaveStatus';

describeComponent(SaveStatus, {
  props: { state: { kind: 'saved', at: new Date('2026-03-05T09:00:00.000Z') } },
  refTarget: 'div',
});

describeComponent(
  SaveStatus,
  { props: { state: { kind: 'failed', reason: 'The kettle boiled over' } }, refTarget: 'div' },
  'SaveStatus, failed',
);
