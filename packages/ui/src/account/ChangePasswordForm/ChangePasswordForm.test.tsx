import { describeComponent } from '../../testing';
import { ChangePasswordForm } from './ChangePasswordForm';

describeComponent(ChangePasswordForm, {
  props: { onSubmit: () => undefined },
  refTarget: 'section',
});
