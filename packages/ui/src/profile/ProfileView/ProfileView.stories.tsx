import { CATEGORY_BY_SLUG, ERROR_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, reviewViewportParameters, withStayLinks } from '../../authoring/storySupport';
import { PROFILE_TEXTS, READER_TEXTS, SCREEN_TEXTS } from '../../constants';
import { ProfileView } from './ProfileView';

const owner = fixtures.currentUser;
const ownArticles = fixtures.ownNews;
const worldItem = ownArticles.find(
  (article) => article.category_name === CATEGORY_BY_SLUG.world.name,
);
if (!worldItem) throw new Error('The fixtures need a World item by the signed-in author');
const publishedCount = ownArticles.filter((article) => article.status !== 'draft').length;

const meta = {
  title: 'Profile/ProfileView',
  component: ProfileView,
  args: {
    profile: owner,
    articles: ownArticles,
    isOwner: true,
    onRetry: fn(),
    onFollow: fn(),
    onRewardCoin: fn(),
  },
  parameters: reviewViewportParameters,
  decorators: [
    withStayLinks,
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: owner.full_name })).toBeVisible();
    await expect(canvas.getByText(owner.user_email)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.editProfile })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.buyCoins })).toHaveAttribute(
      'href',
      '/buy-coins',
    );
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.createArticle })).toHaveAttribute(
      'href',
      '/new-article',
    );
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXTS.follow })).toBeNull();
    await expect(
      canvas.getByRole('heading', {
        name: SCREEN_TEXTS.profileArticlesHeading(owner.full_name).trim(),
      }),
    ).toBeVisible();
    // Cards link to /article/{id}.
    const firstLink = within(cards(canvasElement)[0] as HTMLElement).getByRole('link');
    await expect(firstLink.getAttribute('href')).toMatch(/^\/article\/\d+$/);
  },
};

/** A visitor sees the word Journalist, Follow and Reward with Coin, and no owner actions. */
export const Visitor: Story = {
  args: {
    isOwner: false,
    profile: { ...fixtures.secondAuthorProfile.profile },
    articles: fixtures.secondAuthorProfile.articles,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SCREEN_TEXTS.journalist)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeNull();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.follow }));
    await expect(args.onFollow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin }));
    await expect(args.onRewardCoin).toHaveBeenCalledOnce();
  },
};

/** 4 cards, LOAD MORE adds 4 (8), then the rest; drafts are never listed. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(publishedCount).toBeGreaterThan(8);
    await expect(cards(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await expect(cards(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await expect(cards(canvasElement)).toHaveLength(publishedCount);
    await expect(canvas.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
    const drafts = ownArticles.filter((article) => article.status === 'draft');
    for (const draft of drafts) await expect(canvas.queryByText(draft.title)).toBeNull();
  },
};

/** Choosing a chip filters by category and starts again at 4; All brings everything back. */
export const ChipResetsToFour: Story = {
  args: {
    // Ten published World items, so the World chip alone has more than one page.
    articles: [
      ...ownArticles,
      ...Array.from({ length: 8 }, (_, index) => ({
        ...worldItem,
        id: 9000 + index,
        title: `World follow-up ${index + 1}`,
        status: 'published' as const,
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await expect(cards(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('radio', { name: CATEGORY_BY_SLUG.world.name }));
    await expect(cards(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await expect(cards(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('radio', { name: CATEGORY_BY_SLUG.technology.name }));
    await expect(cards(canvasElement).length).toBeLessThanOrEqual(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(cards(canvasElement)).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: PROFILE_TEXTS.loading }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { profile: undefined, error: ERROR_MESSAGES.profileFetchEdit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.profileFetchEdit);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoArticles: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PROFILE_TEXTS.noArticles)).toBeVisible();
  },
};

/** No avatar: the packaged default picture. No bio, no email. */
export const MissingImage: Story = {
  args: { profile: { ...owner, user_profile: null, author_bio: '', user_email: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: owner.full_name })).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.journalist)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    profile: {
      ...owner,
      full_name: 'Amara Chiamaka Okafor-Whitfield de la Fontaine',
      author_bio: `${owner.author_bio} `.repeat(6).trim(),
      followers_count: 1_234_567,
    },
    articles: ownArticles.map((article) => ({
      ...article,
      title: `${article.title} — and a much longer headline that keeps going to show the cut`,
    })),
  },
};

export const SmallScreen: Story = { globals: atWidth('small') };
export const MediumScreen: Story = { globals: atWidth('medium') };
export const LargeScreen: Story = { globals: atWidth('large') };
