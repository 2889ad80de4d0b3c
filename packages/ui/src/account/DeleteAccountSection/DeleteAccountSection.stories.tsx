import { ACCOUNT_ERRORS } from '@byline/api-client/contract';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { DeleteAccountSection } from './DeleteAccountSection';

const meta = {
  title: 'Account/DeleteAccountSection',
  component: DeleteAccountSection,
  args: { onDelete: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog lives in a portal outside the story's root: look for it in the whole page. */
const page = () => within(document.body);

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: ACCOUNT_TEXTS.deleteButton }),
  );
  const dialog = within(
    await page().findByRole('dialog', { name: ACCOUNT_TEXTS.deleteDialogTitle }),
  );
  // The dialog fades in: act on it once it shows (a busy machine's first frames are transparent).
  await waitFor(() =>
    expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete })).toBeVisible(),
  );
  return dialog;
};

const confirm = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ACCOUNT_TEXTS.deleteExplained)).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** The confirmation: what happens to the articles, and the password. */
export const DialogOpen: Story = {
  name: 'Confirmation dialog',
  args: { defaultOpened: true },
  play: async () => {
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.keepArticles })).not.toBeChecked();
    await expect(
      dialog.getByRole('radio', { name: ACCOUNT_TEXTS.removeArticles }),
    ).not.toBeChecked();
    // The dialog fades in: on a busy machine its first frames are still transparent.
    await waitFor(() =>
      expect(
        dialog.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.deletePasswordLabel), {
          selector: 'input',
        }),
      ).toBeVisible(),
    );
  },
};

/** Nothing chosen, nothing typed: both are asked for and nothing is deleted. */
export const ChoiceRequired: Story = {
  name: 'Choice and password required',
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await confirm(dialog);
    await expect(await dialog.findByText(ACCOUNT_TEXTS.choiceRequired)).toBeVisible();
    await expect(dialog.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Keeping the articles under "Deleted author". */
export const KeepArticles: Story = {
  name: 'Articles kept',
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.keepArticles }));
    await userEvent.type(
      dialog.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.deletePasswordLabel), {
        selector: 'input',
      }),
      'secret-123',
    );
    await confirm(dialog);
    await expect(args.onDelete).toHaveBeenCalledWith({ articles: 'keep', password: 'secret-123' });
  },
};

/** Removing them. */
export const RemoveArticles: Story = {
  name: 'Articles removed',
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.removeArticles }));
    await userEvent.type(
      dialog.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.deletePasswordLabel), {
        selector: 'input',
      }),
      'secret-123',
    );
    await confirm(dialog);
    await expect(args.onDelete).toHaveBeenCalledWith({
      articles: 'remove',
      password: 'secret-123',
    });
  },
};

/** A wrong password: said under it; the account stays. */
export const WrongPassword: Story = {
  args: {
    onDelete: fn(async () => ({
      field: 'password' as const,
      message: ACCOUNT_ERRORS.wrongPassword,
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.keepArticles }));
    await userEvent.type(
      dialog.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.deletePasswordLabel), {
        selector: 'input',
      }),
      'not-it',
    );
    await confirm(dialog);
    await expect(await dialog.findByText(ACCOUNT_ERRORS.wrongPassword)).toBeVisible();
  },
};

/** Under way: the confirm button shows a loader, Cancel is disabled. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<null>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.removeArticles }));
    await userEvent.type(
      dialog.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.deletePasswordLabel), {
        selector: 'input',
      }),
      'secret-123',
    );
    await confirm(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: ACCOUNT_TEXTS.cancel })).toBeDisabled();
  },
};

/** Cancel closes the dialog; nothing is deleted. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: ACCOUNT_TEXTS.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** An account that signs in with Google or Apple confirms with its provider instead. */
export const ProviderConfirms: Story = {
  name: 'Confirmed by the provider',
  args: { passwordSignIn: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getByText(ACCOUNT_TEXTS.deleteProviderHint)).toBeVisible());
    await userEvent.click(dialog.getByRole('radio', { name: ACCOUNT_TEXTS.keepArticles }));
    await confirm(dialog);
    await expect(args.onDelete).toHaveBeenCalledWith({ articles: 'keep', password: '' });
  },
};

export const SmallScreen: Story = { args: { defaultOpened: true }, globals: atWidth('small') };
