import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { NewsGrid, NewsGridSkeleton } from './NewsGrid';

const COLS = { base: 1, sm: 2, md: 3 };

const meta = {
  title: 'Home/NewsGrid',
  component: NewsGrid,
  decorators: [
    withStoryLinks,
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: { items: fixtures.newsItems.slice(0, 6), cols: COLS, titleMax: 70, textMax: 150 },
} satisfies Meta<typeof NewsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};

export const Horizontal: Story = { args: { variant: 'horizontal', cols: { base: 1, md: 2 } } };

export const Loading: Story = {
  render: (args) => <NewsGridSkeleton count={6} cols={args.cols} withText />,
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };
