import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_OUT_EVERYWHERE_TEXTS as TEXTS } from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { SignOutEverywhere } from './SignOutEverywhere';

const meta = {
  title: 'Profile/SignOutEverywhere',
  component: SignOutEverywhere,
  args: { onConfirm: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SignOutEverywhere>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog lives in a portal outside the story's root: look for it in the whole page. */
const page = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.button })).toBeEnabled();
  },
};

/** Nothing happens until the user confirms; Cancel leaves every session as it was. */
export const ConfirmThenCancel: Story = {
  name: 'Cancelled',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.button }));
    const dialog = await page().findByRole('dialog', { name: TEXTS.confirmTitle });
    await expect(dialog).toHaveTextContent(TEXTS.confirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirming calls back once; the dialog closes when the call settles. */
export const Confirm: Story = {
  name: 'Confirmed',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.button }));
    const dialog = await page().findByRole('dialog', { name: TEXTS.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** While the call is under way the confirm button shows a loader and Cancel is disabled. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.button }));
    const dialog = await page().findByRole('dialog', { name: TEXTS.confirmTitle });
    const confirm = within(dialog).getByRole('button', { name: TEXTS.confirm });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    await expect(within(dialog).getByRole('button', { name: TEXTS.cancel })).toBeDisabled();
  },
};

export const SmallScreen: Story = { globals: atWidth('small') };
