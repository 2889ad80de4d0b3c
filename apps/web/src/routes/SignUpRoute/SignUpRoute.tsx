import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client';
import { PAGE_META, SignUpForm, type SignUpValues } from '@byline/ui';
import { useNavigate } from 'react-router';
import { loadSignInFlows, usePreloadSignInFlows } from '../../auth/loadSignInFlows';
import { signInFailureMessage, useFederatedSignIn } from '../../auth/useCompleteSignIn';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { toastError, toastSuccess } from '../../toasts/toast';

/** /signup: create the account and send the verification mail, or sign up with a provider. */
export function SignUpRoute() {
  usePageMeta(PAGE_META.signupTitle, PAGE_META.signupDescription);
  usePreloadSignInFlows();
  const navigate = useNavigate();
  const withProvider = useFederatedSignIn();

  const signUp = async ({ email, password }: SignUpValues) => {
    try {
      const { signUpWithEmail } = await loadSignInFlows();
      await signUpWithEmail(email, password);
      toastSuccess(SUCCESS_MESSAGES.signUp);
      navigate('/login');
    } catch (error) {
      toastError(signInFailureMessage(error, ERROR_MESSAGES.signUp));
    }
  };

  return (
    <SignUpForm
      onSubmit={signUp}
      onGoogle={withProvider('google')}
      onApple={withProvider('apple')}
    />
  );
}
