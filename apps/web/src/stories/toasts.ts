import { expect, screen, waitFor } from 'storybook/test';

/** Waits for a toast (top right, outside the story's canvas) to have slid fully into view. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3000 });
}
