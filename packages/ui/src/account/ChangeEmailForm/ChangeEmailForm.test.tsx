import { describeComponent } from '../../testing';
import { ChangeEmailForm } from './ChangeEmailForm';

describeComponent(ChangeEmailForm, {
  props: { email: 'reader@byline.example', onSubmit: () => undefined },
  refTarget: 'section',
});
