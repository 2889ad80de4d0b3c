import { describeComponent } from '../../testing';
import { BackToProfileButton } from './BackToProfileButton';

describeComponent(BackToProfileButton, { props: {} });
