import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEDIVERSE_COUNT_TEXTS } from '../../constants';
import { FediverseCounts } from './FediverseCounts';

const meta = {
  title: 'Community/FediverseCounts',
  component: FediverseCounts,
  args: { counts: { likes: 12, boosts: 3 } },
} satisfies Meta<typeof FediverseCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Likes and boosts from other servers, in one line. */
export const LikesAndBoosts: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        `${FEDIVERSE_COUNT_TEXTS.likes(12)} · ${FEDIVERSE_COUNT_TEXTS.boosts(3)} ${FEDIVERSE_COUNT_TEXTS.fromFediverse}`,
      ),
    ).toBeVisible();
  },
};

/** One like, no boost: only what there is, in the singular. */
export const OneLike: Story = {
  args: { counts: { likes: 1, boosts: 0 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        `${FEDIVERSE_COUNT_TEXTS.likes(1)} ${FEDIVERSE_COUNT_TEXTS.fromFediverse}`,
      ),
    ).toBeVisible();
  },
};

/** No likes or boosts from the fediverse: nothing at all. */
export const None: Story = {
  args: { counts: { likes: 0, boosts: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('fediverse-counts')).toBeNull();
  },
};
