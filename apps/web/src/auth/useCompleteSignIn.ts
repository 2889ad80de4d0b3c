import { ERROR_MESSAGES, isApiError, SUCCESS_MESSAGES, useRegister } from '@byline/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { toastError, toastSuccess } from '../toasts/toast';
import { loadSignInFlows } from './loadSignInFlows';
import { SignInError } from './signInError';
import type { VerifiedIdentity } from './signInFlows';

/** Registration platform code (docs/product.md#entities). */
const WEB_PLATFORM = 3;

/**
 * After the identity provider: register or log in with the backend using the ID token, store the
 * session (token without its `Bearer ` prefix, and the user id), say `Login successful` and go on.
 */
export function useCompleteSignIn() {
  const register = useRegister();
  const { startSession } = useSession();
  const navigate = useNavigate();

  return useCallback(
    async (identity: VerifiedIdentity, destination: string) => {
      const result = await register.trigger({
        full_name: identity.displayName,
        user_email: identity.email,
        device_token: '',
        user_name: identity.email.split('@')[0] ?? '',
        identity: identity.idToken,
        login_type: identity.loginType,
        platform: WEB_PLATFORM,
      });
      startSession({ token: result.token, userId: result.user_id });
      toastSuccess(SUCCESS_MESSAGES.login);
      navigate(destination, { replace: true });
    },
    [register, startSession, navigate],
  );
}

/** The message of a failed sign-in step: the provider's sentence or the server's message. */
export function signInFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message;
  if (error instanceof SignInError) return error.message;
  return fallback;
}

/**
 * Sign in or sign up with Google or Apple by popup: success goes home, a failure
 * shows its message as an error toast.
 */
export function useFederatedSignIn(): (provider: 'google' | 'apple') => () => Promise<void> {
  const completeSignIn = useCompleteSignIn();
  return useCallback(
    (provider) => async () => {
      try {
        const { signInWithProvider } = await loadSignInFlows();
        await completeSignIn(await signInWithProvider(provider), '/');
      } catch (error) {
        toastError(signInFailureMessage(error, ERROR_MESSAGES.loginBackend));
      }
    },
    [completeSignIn],
  );
}
