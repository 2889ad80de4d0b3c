export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './ForgotPasswordForm/ForgotPasswordForm';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm/LoginForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './SignUpForm/SignUpForm';
export type { SubmitHandler } from './shared/types';
