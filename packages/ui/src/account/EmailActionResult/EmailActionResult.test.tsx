import { describeComponent } from '../../testing';
import { EmailActionResult } from './EmailActionResult';

describeComponent(EmailActionResult, {
  props: { state: 'done', message: 'The address is changed.' },
  refTarget: 'div',
});
