import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client';
import {
  ForgotPasswordForm,
  type ForgotPasswordValues,
  PAGE_META,
  PageContainer,
} from '@byline/ui';
import { useNavigate } from 'react-router';
import { loadSignInFlows, usePreloadSignInFlows } from '../../auth/loadSignInFlows';
import { signInFailureMessage } from '../../auth/useCompleteSignIn';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastError, toastSuccess } from '../../toasts/toast';

/** /forgot-password: send the reset mail, then back to /login. */
export function ForgotPasswordRoute() {
  usePreloadSignInFlows();
  const navigate = useNavigate();

  const sendReset = async ({ email }: ForgotPasswordValues) => {
    try {
      const { sendPasswordReset } = await loadSignInFlows();
      await sendPasswordReset(email);
      toastSuccess(SUCCESS_MESSAGES.passwordReset);
      navigate('/login');
    } catch (error) {
      toastError(signInFailureMessage(error, ERROR_MESSAGES.passwordReset));
    }
  };

  return (
    <>
      <PageMeta
        noindex
        title={PAGE_META.forgotPasswordTitle}
        description={PAGE_META.forgotPasswordDescription}
      />
      <PageContainer width="narrow">
        <ForgotPasswordForm onSubmit={sendReset} />
      </PageContainer>
    </>
  );
}
