import { describeComponent } from '../../testing';
import { LoginForm } from './LoginForm';

describeComponent(LoginForm, { props: { onSubmit: () => {}, onGoogle: () => {} } });
