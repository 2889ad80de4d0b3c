import { describeComponent } from '../../testing';
import { EditingNotice } from './EditingNotice';

describeComponent(EditingNotice, { props: { onCancelEdit: () => {} }, refTarget: 'div' });
