import { fixtures } from '@byline/api-client/mocks';
import { Button, Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FOLLOW_LIST_TEXTS, READER_TEXTS } from '../../constants';
import { formatDate } from '../../format';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { FollowList } from './FollowList';

const followers = fixtures.followers;

const meta = {
  title: 'Community/FollowList',
  component: FollowList,
  args: { kind: 'followers', entries: followers, onLoadMore: fn(), onRetry: fn() },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FollowList>;

export default meta;
type Story = StoryObj<typeof meta>;

const people = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('list', { name: label }));

export const Followers: Story = {
  play: async ({ canvasElement }) => {
    const list = people(canvasElement, FOLLOW_LIST_TEXTS.followersLabel);
    await expect(list.getAllByRole('listitem')).toHaveLength(followers.length);
    const [newest] = followers;
    if (!newest) throw new Error('The fixtures need a follower');
    const link = list.getByRole('link', { name: newest.full_name });
    await expect(link).toHaveAttribute('href', `/profile/${newest.user_id}`);
    await expect(
      list.getAllByText(FOLLOW_LIST_TEXTS.since(formatDate(newest.followed_at)))[0],
    ).toBeVisible();
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe(
      `/profile/${newest.user_id}`,
    );
  },
};

export const Following: Story = {
  args: { kind: 'following', entries: fixtures.following },
  play: async ({ canvasElement }) => {
    const list = people(canvasElement, FOLLOW_LIST_TEXTS.followingLabel);
    await expect(list.getAllByRole('listitem')).toHaveLength(fixtures.following.length);
  },
};

/** The host puts something at the end of each row, such as a Follow button. */
export const WithActions: Story = {
  name: 'With a Follow button per row',
  args: {
    renderAction: (entry) => (
      <Button size="xs" variant="outline" aria-label={`Follow ${entry.full_name}`}>
        Follow
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = people(canvasElement, FOLLOW_LIST_TEXTS.followersLabel);
    await expect(list.getAllByRole('button')).toHaveLength(followers.length);
  },
};

export const LoadMore: Story = {
  name: 'More to load',
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: FOLLOW_LIST_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: FOLLOW_LIST_TEXTS.loadMore })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: FOLLOW_LIST_TEXTS.loading })).toBeVisible();
  },
};

export const EmptyFollowers: Story = {
  name: 'No followers',
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FOLLOW_LIST_TEXTS.followersEmpty)).toBeVisible();
  },
};

export const EmptyFollowing: Story = {
  name: 'Following no one',
  args: { kind: 'following', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FOLLOW_LIST_TEXTS.followingEmpty)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { entries: [], error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FOLLOW_LIST_TEXTS.loadError);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    entries: followers.map((entry) => ({
      ...entry,
      full_name: `${entry.full_name} Alejandra Konstantinopoulou-Vanderbilt de la Fontaine`,
    })),
  },
};

export const ManyItems: Story = {
  name: 'Many people',
  args: {
    entries: Array.from({ length: 40 }, (_, index) => {
      const entry = followers[index % followers.length] ?? followers[0];
      if (!entry) throw new Error('The fixtures need a follower');
      return { ...entry, user_id: 1000 + index };
    }),
    hasMore: true,
  },
};

export const SmallScreen: Story = { name: 'Small screen', globals: atViewport('small') };
