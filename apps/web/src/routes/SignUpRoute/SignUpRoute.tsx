import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client';
import { PAGE_META, PageContainer, SignUpForm, type SignUpValues } from '@byline/ui';
import { useNavigate } from 'react-router';
import { loadSignInFlows, usePreloadSignInFlows } from '../../auth/loadSignInFlows';
import { signInFailureMessage, useFederatedSignIn } from '../../auth/useCompleteSignIn';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastError, toastSuccess } from '../../toasts/toast';

/** /signup: create the account and send the verification mail, or sign up with a provider. */
export function SignUpRoute() {
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
    <>
      <PageMeta noindex title={PAGE_META.signupTitle} description={PAGE_META.signupDescription} />
      <PageContainer width="narrow">
        <SignUpForm
          onSubmit={signUp}
          onGoogle={withProvider('google')}
          onApple={withProvider('apple')}
        />
      </PageContainer>
    </>
  );
}
