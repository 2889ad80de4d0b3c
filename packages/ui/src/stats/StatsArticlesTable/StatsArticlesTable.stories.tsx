// The charts' own styles, as the host's stats pages load them.
import '@mantine/charts/styles.layer.css';
import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STATS_TEXTS } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { statsArticles } from '../../testing/stats.mocks';
import { StatsArticlesTable } from './StatsArticlesTable';

const meta = {
  title: 'Stats/StatsArticlesTable',
  component: StatsArticlesTable,
  args: {
    articles: statsArticles(45),
    sort: 'views',
    order: 'desc',
    onSortChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    articleHref: (id: number) => `/stats/article/${id}`,
  },
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size="lg" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof StatsArticlesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by views, the first of three pages; a header sorts by its column. */
export const Sorted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: STATS_TEXTS.sortBy(STATS_TEXTS.readsColumn) }),
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('reads', 'desc');
  },
};

export const LastPage: Story = { args: { articles: statsArticles(45, 3) } };

export const OneArticle: Story = { args: { articles: statsArticles(1) } };

export const Empty: Story = { args: { articles: statsArticles(0) } };

export const Loading: Story = { args: { articles: undefined, loading: true } };

export const Failed: Story = {
  args: { articles: undefined, error: ERROR_MESSAGES.stats },
};

/** The site's table (editors and administrators): an Author column names each writer. */
export const SiteTable: Story = {
  args: { showAuthor: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('columnheader', { name: STATS_TEXTS.authorColumn }),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row');
    // The header row, then each article with its writer beside its title.
    await expect(rows[1]).toHaveTextContent('Story number 1');
    await expect(rows[1]).toHaveTextContent('Daniel Reyes');
  },
};
