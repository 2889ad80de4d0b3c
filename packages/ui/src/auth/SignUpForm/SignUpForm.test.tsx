import { describeComponent } from '../../testing';
import { SignUpForm } from './SignUpForm';

describeComponent(SignUpForm, { props: { onSubmit: () => {}, onGoogle: () => {} } });
