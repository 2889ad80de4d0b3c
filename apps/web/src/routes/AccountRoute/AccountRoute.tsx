import {
  ACCOUNT_CONTENT_CHOICES,
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  accountExportFileName,
  ERROR_MESSAGES,
  failureMessage,
  isApiError,
  useDeleteAccount,
  useExportAccount,
  useLogoutEverywhere,
  useRegister,
  useUserDetails,
} from '@byline/api-client';
import {
  ACCOUNT_TEXTS,
  type AccountFieldError,
  AccountPage,
  type ChangeEmailValues,
  type ChangePasswordValues,
  type DeleteAccountValues,
  PageContainer,
  ROUTES,
} from '@byline/ui';
import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountFlowError } from '../../auth/accountFlowError';
import { loadAccountFlows } from '../../auth/loadAccountFlows';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { expectSessionEnd } from '../../session/sessionRejections';
import { useSignOutHere } from '../../session/useSignOutHere';
import { toastError, toastFailure, toastSuccess } from '../../toasts/toast';
import {
  pendingEmailChange,
  rememberMailSent,
  rememberPendingEmail,
  secondsUntilNextMail,
} from './accountSession';

// The email link's page lives in this page's chunk (app/router.tsx).
export { AccountActionRoute } from '../AccountActionRoute/AccountActionRoute';

/** Registration platform code (docs/product.md#entities). */
const WEB_PLATFORM = 3;

/** What the identity provider says of the account in this browser (null until it has said). */
interface ProviderAccount {
  email: string | null;
  emailVerified: boolean;
  passwordSignIn: boolean;
}

/**
 * A failure of one of the page's steps: under its field when it is about one, else a toast.
 * Answers the field's message for the form.
 */
function fieldOrToast<Field extends string>(error: unknown): AccountFieldError<Field> | null {
  if (error instanceof AccountFlowError) {
    if (error.field) return { field: error.field as Field, message: error.message };
    toastError(error.message);
    return null;
  }
  toastFailure(error);
  return null;
}

/** Saves the data download as the file the server names. */
function saveFile(name: string, data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * /account (docs/adr/0027): change the email (re-verified) or the password at the identity
 * provider, download one's data, delete the account.
 */
export function AccountRoute() {
  const { session, startSession } = useSession();
  const details = useUserDetails(session?.userId);
  const register = useRegister();
  const logoutEverywhere = useLogoutEverywhere();
  const deleteAccount = useDeleteAccount();
  const exportAccount = useExportAccount();
  const signOutHere = useSignOutHere();
  const navigate = useNavigate();
  const [provider, setProvider] = useState<ProviderAccount | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(pendingEmailChange);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    let live = true;
    loadAccountFlows()
      .then((flows) => flows.currentAccount())
      .then((account) => {
        if (live && account) setProvider(account);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // The address the provider signs this person in with; Byline's copy follows at the next sign-in.
  const email = provider?.email ?? details.data?.user_email;
  const passwordSignIn = provider?.passwordSignIn ?? true;
  const returnUrl = `${window.location.origin}${ROUTES.account}`;

  const changeEmail = async ({
    newEmail,
    currentPassword,
  }: ChangeEmailValues): Promise<AccountFieldError<keyof ChangeEmailValues> | null> => {
    if (!email) return null;
    if (newEmail.toLowerCase() === email.toLowerCase()) {
      return { field: 'newEmail', message: ACCOUNT_ERRORS.sameEmail };
    }
    try {
      const flows = await loadAccountFlows();
      await flows.requestEmailChange(email, currentPassword, newEmail, returnUrl);
    } catch (error) {
      return fieldOrToast(error);
    }
    rememberMailSent();
    rememberPendingEmail(newEmail);
    setPendingEmail(newEmail);
    toastSuccess(ACCOUNT_SUCCESS.emailChangeSent(newEmail));
    return null;
  };

  const resend = async () => {
    const wait = secondsUntilNextMail();
    if (wait > 0) {
      toastError(ACCOUNT_ERRORS.verificationTooSoon(wait));
      return;
    }
    setResending(true);
    try {
      const flows = await loadAccountFlows();
      const sentTo = await flows.resendEmail(pendingEmail, returnUrl);
      rememberMailSent();
      toastSuccess(ACCOUNT_SUCCESS.verificationSent(sentTo));
    } catch (error) {
      fieldOrToast(error);
    } finally {
      setResending(false);
    }
  };

  const changePassword = async ({
    currentPassword,
    newPassword,
  }: ChangePasswordValues): Promise<AccountFieldError<keyof ChangePasswordValues> | null> => {
    if (!email || !session) return null;
    let idToken: string;
    try {
      const flows = await loadAccountFlows();
      idToken = await flows.changePassword(email, currentPassword, newPassword);
    } catch (error) {
      return fieldOrToast(error);
    }
    // The change ended every earlier sign-in at the provider: every Byline session ends with it,
    // and this browser gets a new one from the sign-in made after the change.
    const settled = expectSessionEnd(session.token);
    try {
      await logoutEverywhere.trigger();
      const result = await register.trigger({
        full_name: '',
        user_email: email,
        device_token: '',
        user_name: '',
        identity: idToken,
        login_type: 'email',
        platform: WEB_PLATFORM,
      });
      startSession({ token: result.token, userId: result.user_id });
      toastSuccess(ACCOUNT_SUCCESS.passwordChanged);
    } catch (error) {
      // The password did change; only this browser's new session failed (the next call ends it).
      toastError(isApiError(error) ? failureMessage(error) : ACCOUNT_ERRORS.passwordChange);
    } finally {
      settled();
    }
    return null;
  };

  const download = async () => {
    if (!session) return;
    try {
      saveFile(accountExportFileName(session.userId), await exportAccount.trigger());
      toastSuccess(ACCOUNT_SUCCESS.dataDownloaded);
    } catch (error) {
      toastFailure(error);
    }
  };

  const remove = async ({
    articles,
    password,
  }: DeleteAccountValues): Promise<AccountFieldError<'password' | 'articles'> | null> => {
    if (!email || !session || !ACCOUNT_CONTENT_CHOICES.includes(articles)) return null;
    let identity: string;
    try {
      const flows = await loadAccountFlows();
      identity = await flows.confirmIdentity(email, passwordSignIn ? password : null);
    } catch (error) {
      return fieldOrToast(error);
    }
    const settled = expectSessionEnd(session.token);
    try {
      await deleteAccount.trigger({ identity, articles });
    } catch (error) {
      settled();
      toastFailure(error);
      return null;
    }
    rememberPendingEmail(null);
    toastSuccess(ACCOUNT_SUCCESS.accountDeleted);
    // Home, signed out, in one render (a guarded page must not see the session end first).
    startTransition(() => {
      signOutHere();
      settled();
      navigate(ROUTES.home, { replace: true });
    });
    return null;
  };

  return (
    <>
      <PageMeta noindex title={ACCOUNT_TEXTS.title} description={ACCOUNT_TEXTS.intro} />
      <PageContainer width="narrow">
        <AccountPage
          email={email}
          emailVerified={provider?.emailVerified ?? true}
          pendingEmail={pendingEmail}
          passwordSignIn={passwordSignIn}
          loading={details.isLoading && !email}
          error={
            details.error && !email
              ? failureMessage(details.error, { fallback: ERROR_MESSAGES.profileFetchEdit })
              : null
          }
          onRetry={() => void details.mutate()}
          onChangeEmail={changeEmail}
          onResend={resend}
          resending={resending}
          onChangePassword={changePassword}
          onDownload={download}
          onDelete={remove}
        />
      </PageContainer>
    </>
  );
}
