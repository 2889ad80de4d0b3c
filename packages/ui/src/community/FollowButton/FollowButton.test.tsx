import { describeComponent } from '../../testing';
import { FollowButton } from './FollowButton';

describeComponent(FollowButton, {
  props: { authorName: 'Asha Rao', following: false, onToggle: () => {} },
  refTarget: 'button',
});
