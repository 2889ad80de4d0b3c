import { describeComponent } from '../../testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describeComponent(ForgotPasswordForm, { props: { onSubmit: () => {} } });
