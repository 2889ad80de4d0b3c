import { describeComponent } from '../../testing';
import { PublishLaterField } from './PublishLaterField';

describeComponent(PublishLaterField, {
  props: {
    enabled: true,
    onEnabledChange: () => {},
    publishAt: new Date('2026-03-05T09:00:00.000Z'),
    onPublishAtChange: () => {},
    error: 'Pick a brighter hour',
  },
});
