import { describeComponent } from '../../testing';
import { PublishAtInput } from './PublishAtInput';

describeComponent(PublishAtInput, {
  props: { value: new Date('2026-03-05T09:00:00.000Z'), onChange: () => {} },
});
