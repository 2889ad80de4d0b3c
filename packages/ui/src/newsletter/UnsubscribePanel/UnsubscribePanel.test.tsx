import { describeComponent } from '../../testing';
import { UnsubscribePanel } from './UnsubscribePanel';

describeComponent(UnsubscribePanel, {
  props: { token: 'token-1', onUnsubscribe: async () => {} },
});
