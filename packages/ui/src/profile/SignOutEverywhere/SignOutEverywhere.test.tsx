import { describeComponent } from '../../testing';
import { SignOutEverywhere } from './SignOutEverywhere';

describeComponent(SignOutEverywhere, { props: { onConfirm: () => {} } });
