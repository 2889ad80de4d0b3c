import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SITE_NAME } from '../../constants';
import { HARBOUR_HERALD_LOGO } from '../../testing/newsroom.mocks';
import { SiteLogo } from './SiteLogo';

const meta = {
  title: 'Layout/SiteLogo',
  component: SiteLogo,
  args: { source: undefined, size: 30 },
} satisfies Meta<typeof SiteLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No source: Byline's mark and wordmark. */
export const Byline: Story = {
  name: "Byline's logo",
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SITE_NAME)).toBeVisible();
  },
};

/** A newsroom's logo as a React node. */
export const Node: Story = {
  name: 'Logo as a React node',
  args: { source: HARBOUR_HERALD_LOGO },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(SITE_NAME)).toBeNull();
  },
};

const PICTURE = {
  src: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30" rx="6" fill="#0b7285"/></svg>',
  )}`,
  alt: 'The Sample Gazette',
};

/** A picture: as tall as `size`, its own width; `alt` is its name. */
export const Picture: Story = {
  name: 'Logo as a picture',
  args: { source: PICTURE, size: 30 },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: PICTURE.alt });
    await expect(picture).toHaveAttribute('height', '30');
  },
};
