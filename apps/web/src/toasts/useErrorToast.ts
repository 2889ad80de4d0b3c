import { useEffect } from 'react';
import { toastError } from './toast';

/** Shows a failed read's message once as an error toast (section 8), when the error appears. */
export function useErrorToast(error: { message: string } | undefined | null): void {
  const message = error?.message;
  useEffect(() => {
    if (message) toastError(message);
  }, [message]);
}
