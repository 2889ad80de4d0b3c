import { type ApiError, failureMessage, type ScreenMessages } from '@byline/api-client';
import { useEffect } from 'react';
import { isSessionRefusal, toastError } from './toast';

/**
 * Shows a failed read's message once as an error toast, when the error appears:
 * the server's message, else the screen's or the contract's fallback (failureMessage). None for
 * a refused session (see isSessionRefusal).
 */
export function useErrorToast(error: ApiError | undefined | null, screen?: ScreenMessages): void {
  const shown = error ? failureMessage(error, screen) : undefined;
  const refused = isSessionRefusal(error);
  useEffect(() => {
    if (shown && !refused) toastError(shown);
  }, [shown, refused]);
}
