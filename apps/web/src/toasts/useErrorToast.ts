import { useEffect } from 'react';
import { isSessionRefusal, toastError } from './toast';

/**
 * Shows a failed read's message once as an error toast (section 8), when the error appears:
 * `message` when given, else the error's own. None for a refused session (see isSessionRefusal).
 */
export function useErrorToast(
  error: { message: string } | undefined | null,
  message?: string,
): void {
  const shown = error ? (message ?? error.message) : undefined;
  const refused = isSessionRefusal(error);
  useEffect(() => {
    if (shown && !refused) toastError(shown);
  }, [shown, refused]);
}
