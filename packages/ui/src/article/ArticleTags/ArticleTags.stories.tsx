import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SHARING_TEXTS } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { ArticleTags } from './ArticleTags';

const meta = {
  title: 'Article/ArticleTags',
  component: ArticleTags,
  decorators: [
    withStoryLinks,
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tags: [
      { name: 'Climate Change', slug: 'climate-change' },
      { name: 'Zürich', slug: 'zurich' },
      { name: 'food security', slug: 'food-security' },
    ],
  },
} satisfies Meta<typeof ArticleTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each keyword links to its tag page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: SHARING_TEXTS.tagsHeading });
    await expect(
      within(nav).getByRole('link', { name: SHARING_TEXTS.tag('Climate Change') }),
    ).toHaveAttribute('href', '/tag/climate-change');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
};

/** An article without keywords shows no tags at all. */
export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
