import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FEDIVERSE_FOLLOW_TEXTS } from '../../constants';
import { FediverseFollowBox } from './FediverseFollowBox';

const meta = {
  title: 'Profile/FediverseFollowBox',
  component: FediverseFollowBox,
  args: { handle: 'ada_news', host: 'news.example' },
  decorators: [
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FediverseFollowBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The handle with the site's host, the copy button and what to do with it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByRole('heading', { name: FEDIVERSE_FOLLOW_TEXTS.title })).toBeVisible();
    await expect(box.getByText('@ada_news@news.example')).toBeVisible();
    await expect(box.getByText(FEDIVERSE_FOLLOW_TEXTS.explanation)).toBeVisible();
  },
};

/** The browser's clipboard, stood in for (a headless browser grants no clipboard). */
const writeText = fn(async (_text: string) => {});

/** Copying: the whole handle goes to the clipboard and the button says it copied. */
export const Copied: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await userEvent.click(box.getByRole('button', { name: FEDIVERSE_FOLLOW_TEXTS.copy }));
    await expect(writeText).toHaveBeenCalledWith('@ada_news@news.example');
    await waitFor(() =>
      expect(box.getByRole('button', { name: FEDIVERSE_FOLLOW_TEXTS.copied })).toBeVisible(),
    );
  },
};

/** The longest handle on a long host wraps inside the box. */
export const LongHandle: Story = {
  args: { handle: 'a_very_long_handle_of_thirty_c', host: 'the-daily-harbour-chronicle.example' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(
      box.getByText('@a_very_long_handle_of_thirty_c@the-daily-harbour-chronicle.example'),
    ).toBeVisible();
  },
};
