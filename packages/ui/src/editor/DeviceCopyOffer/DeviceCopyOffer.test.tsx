import { describeComponent } from '../../testing';
import { DeviceCopyOffer } from './DeviceCopyOffer';

describeComponent(DeviceCopyOffer, {
  props: {
    savedAt: new Date('2026-03-05T09:00:00.000Z'),
    onRestore: () => {},
    onDiscard: () => {},
  },
  refTarget: 'div',
});
