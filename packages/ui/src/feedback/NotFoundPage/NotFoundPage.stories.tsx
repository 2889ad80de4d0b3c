import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import {
  atViewport,
  inPageShell,
  viewportParameters,
  withStoryLinks,
} from '../../testing/layout.mocks';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Feedback/NotFoundPage',
  component: NotFoundPage,
  decorators: [withStoryLinks, inPageShell(false)],
  parameters: viewportParameters,
  globals: atViewport('large'),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: READER_TEXTS.notFoundTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.backHome })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ArticleMissing: Story = {
  name: 'Missing article',
  args: { title: READER_TEXTS.articleNotFoundTitle, message: READER_TEXTS.articleNotFoundText },
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };
