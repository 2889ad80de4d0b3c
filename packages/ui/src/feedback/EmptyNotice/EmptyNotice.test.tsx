import { describeComponent } from '../../testing';
import { EmptyNotice } from './EmptyNotice';

describeComponent(EmptyNotice, { props: { message: 'Nothing here yet.' }, refTarget: 'div' });
