import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SOCIAL_LINKS } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { HARBOUR_HERALD_SOCIAL_LINKS } from '../../testing/newsroom.mocks';
import { SocialLinks } from './SocialLinks';

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  decorators: [withStoryLinks],
  args: { links: SOCIAL_LINKS },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Byline's seven, each with the kit's brand icon. */
export const Byline: Story = {
  name: "Byline's links",
  play: async ({ canvas }) => {
    for (const { label, href } of SOCIAL_LINKS) {
      const link = canvas.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      await expect(link.querySelector('svg')).not.toBeNull();
    }
  },
};

/** A newsroom's: a kit icon by name, an icon element of its own, and a generic link icon. */
export const YourNewsroom: Story = {
  name: "Your newsroom's links",
  args: { links: HARBOUR_HERALD_SOCIAL_LINKS },
  play: async ({ canvas }) => {
    for (const { label } of HARBOUR_HERALD_SOCIAL_LINKS) {
      const link = canvas.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.querySelector('svg')).not.toBeNull();
    }
  },
};
