import { notifications } from '@mantine/notifications';

/**
 * Section 9: toasts at the top right that close after 5 seconds (set once on <Notifications>).
 * Every message of section 8 reaches the user through these two.
 */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'green', withBorder: true });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true });
}
