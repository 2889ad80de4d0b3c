import { expect, waitFor, within } from 'storybook/test';

/** The toasts (top right, outside the story's canvas) with this text. */
function toastsWith(text: string): HTMLElement[] {
  const areas = document.querySelectorAll<HTMLElement>('.mantine-Notifications-root');
  return [...areas].flatMap((area) => within(area).queryAllByText(text));
}

/** Waits for a toast with this text to have slid fully into view. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(
    () => {
      const [toast] = toastsWith(text);
      expect(toast, `a toast saying "${text}"`).toBeDefined();
      expect(toast).toBeVisible();
    },
    { timeout: 3000 },
  );
}

/** The text of every toast showing now (to check that one event raised exactly one toast). */
export function toastTexts(): string[] {
  const toasts = document.querySelectorAll<HTMLElement>(
    '.mantine-Notifications-root .mantine-Notification-description',
  );
  return [...toasts].map((toast) => toast.textContent ?? '');
}
