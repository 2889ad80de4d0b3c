import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { imageFallbackUrl } from '../../assets';
import { fixtureAt } from '../../testing/layout.mocks';
import { MediaImage } from './MediaImage';

/** A picture stored by Byline (with smaller copies), which this Storybook does not serve. */
const STORED_PATH = `articles/${'e'.repeat(32)}.webp`;

const meta = {
  title: 'Helpers/MediaImage',
  component: MediaImage,
  args: { path: fixtureAt(fixtures.newsItems, 0).image_url, sizes: '320px' },
  decorators: [
    (Story) => (
      <Box w={320} p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MediaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another CMS's picture (no smaller copies): it loads as it is, without a `srcset`. */
export const WithoutCopies: Story = {
  name: 'A picture without copies',
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image?.getAttribute('src')).toContain(meta.args.path ?? 'no path');
  },
};

/** No picture: Byline's fallback. */
export const Missing: Story = {
  name: 'No picture',
  args: { path: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', imageFallbackUrl);
  },
};

/**
 * A stored picture offers its copies; when it fails to load, the fallback shows and the copies
 * are dropped, so none of them loads in its place.
 */
export const FailsToLoad: Story = {
  name: 'A stored picture that fails to load',
  args: { path: STORED_PATH },
  play: async ({ canvasElement }) => {
    const image = () => canvasElement.querySelector('img');
    await waitFor(() => expect(image()).toHaveAttribute('src', imageFallbackUrl));
    await expect(image()).not.toHaveAttribute('srcset');
  },
};
