import { ERROR_MESSAGES } from '@byline/api-client';
import { LoginForm, type LoginValues, PAGE_META, PageContainer } from '@byline/ui';
import { useSearchParams } from 'react-router';
import { loadSignInFlows, usePreloadSignInFlows } from '../../auth/loadSignInFlows';
import {
  signInFailureMessage,
  useCompleteSignIn,
  useFederatedSignIn,
} from '../../auth/useCompleteSignIn';
import { NEXT_PARAM, safeNextPath } from '../../guards/sessionGuards';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastError } from '../../toasts/toast';

/** /login: email and password, or Google or Apple; then back where the visitor was going. */
export function LoginRoute() {
  const [params] = useSearchParams();
  usePreloadSignInFlows();
  const completeSignIn = useCompleteSignIn();
  const withProvider = useFederatedSignIn();
  const destination = safeNextPath(params.get(NEXT_PARAM));

  const logIn = async ({ email, password }: LoginValues) => {
    try {
      const { logInWithEmail } = await loadSignInFlows();
      await completeSignIn(await logInWithEmail(email, password), destination);
    } catch (error) {
      toastError(signInFailureMessage(error, ERROR_MESSAGES.loginBackend));
    }
  };

  return (
    <>
      <PageMeta noindex title={PAGE_META.loginTitle} description={PAGE_META.loginDescription} />
      <PageContainer width="narrow">
        <LoginForm
          onSubmit={logIn}
          onGoogle={withProvider('google')}
          onApple={withProvider('apple')}
        />
      </PageContainer>
    </>
  );
}
