import { defineMessages } from '../locale/defineMessages';
/**
 * Sign-in and form texts: only the sign-in, profile and editor pages load them.
 * (A module of their own, so that a reader's first load does not carry them.)
 */

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Validation warnings, quoted exactly (docs/product.md#validation). */
export const VALIDATION_MESSAGES = /* @__PURE__ */ defineMessages('validation', {
  emailRequired: 'Please enter email',
  passwordRequired: 'Please enter password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  resetEmailRequired: 'Please enter your email address',
  fullNameRequired: 'Please enter full name',
  categoryRequired: 'Please select a category',
  imageFileRequired: 'Please choose an image file',
  deleteDraftConfirm: 'Are you sure you want to delete this draft?',
});

/** Texts of the sign-in screens (Log In, Sign Up, Forgot Password). */
export const AUTH_TEXTS = /* @__PURE__ */ defineMessages('auth', {
  loginTitle: 'Log In',
  signupTitle: 'Sign Up',
  forgotTitle: 'Forgot Password',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  loginButton: 'LOG IN',
  signupButton: 'SIGN UP',
  resetButton: 'Send Reset Link',
  signupLink: 'Sign Up',
  forgotLink: 'Forgot Password',
  loginLink: 'Log In',
  googleSignIn: 'Sign in with Google',
  appleSignIn: 'Sign in with Apple',
  googleSignUp: 'Sign up with Google',
  appleSignUp: 'Sign up with Apple',
  haveAccount: 'Already have an account?',
  orDivider: 'or',
  /** A password field's show/hide toggle is named after the field ("Show confirm password"). */
  showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  hidePassword: (label: string) => `Hide ${label.toLowerCase()}`,
});
