import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { ArticleVideo } from './ArticleVideo';

const meta = {
  title: 'Article/ArticleVideo',
  component: ArticleVideo,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube link plays in the no-cookie player, built from the id (the extra parameters go). */
export const YouTubePlayer: Story = {
  name: 'YouTube player',
  args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1' },
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(player).toHaveAccessibleName('Embedded YouTube video');
    await expect(player).toBeVisible();
  },
};

export const VimeoPlayer: Story = {
  args: { url: 'https://vimeo.com/76979871' },
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    await expect(player).toHaveAccessibleName('Embedded Vimeo video');
  },
};

/** A video on any other site is a plain link that opens in a new tab. */
export const LinkElsewhere: Story = {
  name: 'Link to another site',
  args: { url: 'https://video.example/register-explainer' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: READER_TEXTS.watchVideoOn('video.example') });
    await expect(link).toHaveAttribute('href', 'https://video.example/register-explainer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
