import {
  failureMessage,
  isApiError,
  PAGE_SERVER_MESSAGES,
  type ScreenMessages,
} from '@byline/api-client';
import type { NotificationData } from '@mantine/notifications';

type NotificationsModule = typeof import('@mantine/notifications');

/**
 * @mantine/notifications (its store and the container with transitions and timers) is a chunk of
 * its own: no page needs it to show itself, so it stays out of a reader's first load. It loads
 * when the browser is idle (ToastContainer) or at the first toast, whichever comes first.
 */
let loading: Promise<NotificationsModule> | undefined;
let resolveLoaded: (module: NotificationsModule) => void = () => undefined;

/** Resolves once the module is here; ToastContainer then mounts <Notifications>. */
export const notificationsLoaded = new Promise<NotificationsModule>((resolve) => {
  resolveLoaded = resolve;
});

export function loadNotifications(): Promise<NotificationsModule> {
  if (!loading) {
    const attempt = import('@mantine/notifications');
    loading = attempt;
    attempt.then(resolveLoaded, () => {
      // Offline for a moment: the next toast tries again.
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Shows a toast. A toast raised before the container mounts waits in Mantine's store and
 * appears as soon as it does.
 */
export function showToast(data: NotificationData): void {
  loadNotifications().then(
    ({ notifications }) => notifications.show(data),
    () => undefined,
  );
}

/**
 * Toasts at the top right that close after 5 seconds (set once on <Notifications>). Every
 * message of docs/product.md#messages reaches the user through these two.
 */
export function toastSuccess(message: string): void {
  showToast({ message, color: 'green', withBorder: true });
}

export function toastError(message: string): void {
  showToast({ message, color: 'red', withBorder: true });
}

/**
 * Whether a failure (or what it was wrapped around) is the server refusing the session, or a
 * call that needed one made without: ending the session says so, once (useEndRejectedSession),
 * so the failed calls themselves stay quiet.
 */
export function isSessionRefusal(error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'unauthenticated';
  return error instanceof Error && error.cause !== undefined && isSessionRefusal(error.cause);
}

/**
 * A failed call's toast, unless the session ended: the server's message, else the screen's or
 * the contract's fallback (failureMessage decides, so no route picks a text of its own).
 */
export function toastFailure(error: unknown, screen?: ScreenMessages): void {
  if (isSessionRefusal(error)) return;
  if (isApiError(error)) {
    toastError(failureMessage(error, screen));
    return;
  }
  // Every call rejects with an ApiError; anything else is a fault of the page itself.
  console.error(error);
  toastError(PAGE_SERVER_MESSAGES.internal);
}
