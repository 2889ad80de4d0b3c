import { describeComponent } from '../../testing';
import { ErrorNotice } from './ErrorNotice';

describeComponent(ErrorNotice, {
  props: { message: 'Something went wrong on our side', onRetry: () => {} },
  refTarget: 'div',
});
