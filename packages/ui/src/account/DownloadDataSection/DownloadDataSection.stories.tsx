import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_TEXTS } from '../../constants';
import { reviewViewportParameters } from '../../testing/authoring.mocks';
import { DownloadDataSection } from './DownloadDataSection';

const meta = {
  title: 'Account/DownloadDataSection',
  component: DownloadDataSection,
  args: { onDownload: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DownloadDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ACCOUNT_TEXTS.dataExplained)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ACCOUNT_TEXTS.downloadButton }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** While the file is prepared the button shows a loader. */
export const Downloading: Story = {
  args: { onDownload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: ACCOUNT_TEXTS.downloadButton,
    });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};
