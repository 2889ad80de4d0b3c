import { describeComponent } from '../../testing';
import { ConflictNotice } from './ConflictNotice';

describeComponent(ConflictNotice, {
  props: {
    message: 'Someone tidied this draft elsewhere',
    onLoadNewer: () => {},
    onKeepMine: () => {},
  },
  refTarget: 'div',
});
