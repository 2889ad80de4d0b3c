import { describeComponent } from '../../testing';
import { ConfirmDialog } from './ConfirmDialog';

describeComponent(ConfirmDialog, {
  props: {
    opened: true,
    onClose: () => {},
    title: 'Delete draft?',
    message: 'The draft and its history go for good.',
    cancelLabel: 'Test cancel',
    confirmLabel: 'Test confirm',
    onConfirm: () => {},
  },
  portal: true,
});
