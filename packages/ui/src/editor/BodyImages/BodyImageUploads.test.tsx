import { describeComponent } from '../../testing';
import { BodyImageUploads } from './BodyImageUploads';

describeComponent(BodyImageUploads, {
  props: {
    uploads: [
      { id: 1, name: 'pelican.png', progress: 0.4 },
      { id: 2, name: 'pier.jpg', progress: 1, error: 'The pier was too wide' },
    ],
    onDismiss: () => {},
  },
});
