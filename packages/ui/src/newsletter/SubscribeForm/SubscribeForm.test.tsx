import { describeComponent } from '../../testing';
import { SubscribeForm } from './SubscribeForm';

describeComponent(SubscribeForm, { props: {} });
