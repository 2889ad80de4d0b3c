import { CATEGORY_BY_SLUG, ERROR_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton } from '../../community/FollowButton/FollowButton';
import {
  FEDIVERSE_FOLLOW_TEXTS,
  FEDIVERSE_FOLLOWERS_TEXTS,
  FOLLOW_LIST_TEXTS,
  FOLLOW_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  ROUTES,
  SCREEN_TEXTS,
  WALLET_TEXTS,
} from '../../constants';
import { AppLink } from '../../link';
import { atWidth, reviewViewportParameters, withStayLinks } from '../../testing/authoring.mocks';
import { FediverseFollowers } from '../FediverseFollowers/FediverseFollowers';
import { ProfileView } from './ProfileView';

const owner = fixtures.currentUser;
const ownArticles = fixtures.ownNews;
const worldItem = ownArticles.find(
  (article) => article.category_name === CATEGORY_BY_SLUG.world.name,
);
if (!worldItem) throw new Error('The fixtures need a World item by the signed-in author');
const publishedCount = ownArticles.filter((article) => article.status === 'published').length;
const visitorProfile = fixtures.secondAuthorProfile.profile;
if (!visitorProfile.x_handle)
  throw new Error('The fixtures need an X handle for the second author');
/** The host's follow control: the community FollowButton. */
const onToggleFollow = fn();
const followButton = (
  <FollowButton authorName={visitorProfile.full_name} following={false} onToggle={onToggleFollow} />
);
const followButtonName = `${FOLLOW_TEXTS.follow}${FOLLOW_TEXTS.author(visitorProfile.full_name)}`;
/** The three lists as the host passes them on the owner's profile. */
const ownLists = {
  followers: { entries: fixtures.followers },
  following: { entries: fixtures.following },
  wallet: { balance: owner.my_wallet, entries: fixtures.walletEntries },
};

const meta = {
  title: 'Profile/ProfileView',
  component: ProfileView,
  args: {
    profile: owner,
    articles: ownArticles,
    isOwner: true,
    onRetry: fn(),
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
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXTS.rewardWithCoin })).toBeNull();
    // Four stats: articles, followers, following and wallet.
    const stats = canvasElement.querySelectorAll('dl > div');
    await expect([...stats].map((stat) => stat.querySelector('dd')?.textContent)).toEqual(
      [owner.articles_count, owner.followers_count, owner.following_count, owner.my_wallet].map(
        String,
      ),
    );
    await expect(canvas.getByText(FOLLOW_LIST_TEXTS.followingLabel)).toBeVisible();
    // Without lists from the host, no tabs: the articles alone.
    await expect(canvas.queryByRole('tablist')).toBeNull();
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

/**
 * A visitor sees the word Journalist, the host's follow control (the FollowButton) and Reward
 * with Coin, and no owner actions.
 */
export const Visitor: Story = {
  args: {
    isOwner: false,
    profile: { ...visitorProfile },
    articles: fixtures.secondAuthorProfile.articles,
    followAction: followButton,
    onReward: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SCREEN_TEXTS.journalist)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeNull();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeNull();
    // The author's own X account, marked as theirs.
    const xLink = canvas.getByRole('link', {
      name: PROFILE_TEXTS.xHandleLink(visitorProfile.x_handle),
    });
    await expect(xLink).toHaveAttribute('href', `https://x.com/${visitorProfile.x_handle}`);
    await expect(xLink).toHaveAttribute('rel', 'me noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: followButtonName }));
    await expect(onToggleFollow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin }));
    await expect(args.onReward).toHaveBeenCalledOnce();
  },
};

/** An author on the fediverse: their handle with the site's host, to copy and follow from there. */
export const OnTheFediverse: Story = {
  args: { fediverseHost: 'news.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: FEDIVERSE_FOLLOW_TEXTS.title })).toBeVisible();
    await expect(canvas.getByText(`@${owner.fediverse_handle}@news.example`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: FEDIVERSE_FOLLOW_TEXTS.copy })).toBeVisible();
  },
};

/** An author without a fediverse handle shows no box. */
export const NotOnTheFediverse: Story = {
  args: {
    fediverseHost: 'news.example',
    isOwner: false,
    profile: { ...visitorProfile, fediverse_handle: '' },
    articles: fixtures.secondAuthorProfile.articles,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: FEDIVERSE_FOLLOW_TEXTS.title })).toBeNull();
  },
};

/** Signed out, the host's follow control leads to sign in; Reward with Coin still opens its dialog. */
export const VisitorSignedOut: Story = {
  name: 'Visitor, signed out',
  args: {
    isOwner: false,
    profile: { ...visitorProfile },
    articles: fixtures.secondAuthorProfile.articles,
    followAction: (
      <Button component={AppLink} href={ROUTES.login}>
        {PROFILE_TEXTS.follow}
      </Button>
    ),
    onReward: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.follow })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin })).toBeVisible();
  },
};

/** Without actions from the host, a visitor sees none (no placeholder buttons). */
export const VisitorWithoutActions: Story = {
  name: 'Visitor, without actions',
  args: {
    isOwner: false,
    profile: { ...visitorProfile },
    articles: fixtures.secondAuthorProfile.articles,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXTS.follow })).toBeNull();
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXTS.rewardWithCoin })).toBeNull();
  },
};

/** The owner's Followers tab: their followers here, then those on the fediverse. */
export const OwnerFediverseFollowers: Story = {
  name: 'Owner, followers on the fediverse',
  args: {
    ...ownLists,
    defaultTab: 'followers',
    fediverseFollowers: <FediverseFollowers data={fixtures.fediverseFollowers} />,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: FEDIVERSE_FOLLOWERS_TEXTS.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: FEDIVERSE_FOLLOWERS_TEXTS.requestsTitle }),
    ).toBeVisible();
  },
};

/** The owner with the lists: Articles (first), Followers, Following and Wallet tabs. */
export const OwnerTabs: Story = {
  name: 'Owner, with tabs',
  args: ownLists,
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      PROFILE_TEXTS.statArticles,
      PROFILE_TEXTS.statFollowers,
      FOLLOW_LIST_TEXTS.followingLabel,
      PROFILE_TEXTS.statWallet,
    ]);
    await expect(canvas.getByRole('tab', { name: PROFILE_TEXTS.statArticles })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('profile-articles')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: PROFILE_TEXTS.statFollowers }));
    const followers = canvas.getByRole('list', { name: FOLLOW_LIST_TEXTS.followersLabel });
    await expect(within(followers).getAllByRole('listitem')).toHaveLength(
      fixtures.followers.length,
    );
    await expect(canvas.queryByTestId('profile-articles')).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: FOLLOW_LIST_TEXTS.followingLabel }));
    const following = canvas.getByRole('list', { name: FOLLOW_LIST_TEXTS.followingLabel });
    await expect(within(following).getAllByRole('listitem')).toHaveLength(
      fixtures.following.length,
    );

    await userEvent.click(canvas.getByRole('tab', { name: PROFILE_TEXTS.statWallet }));
    await expect(canvas.getByText(WALLET_TEXTS.coins(owner.my_wallet))).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: WALLET_TEXTS.historyLabel })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(fixtures.walletEntries.length);
  },
};

/** A visitor never sees the Wallet tab, even when the host passes one. */
export const VisitorTabs: Story = {
  name: 'Visitor, with tabs',
  args: {
    ...ownLists,
    isOwner: false,
    profile: { ...visitorProfile },
    articles: fixtures.secondAuthorProfile.articles,
    followAction: followButton,
    onReward: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.queryByRole('tab', { name: PROFILE_TEXTS.statWallet })).toBeNull();
  },
};

/** The host controls the tab (and loads a list when its tab opens): it is told of each choice. */
export const ControlledTab: Story = {
  name: 'Tab chosen by the host',
  args: {
    tab: 'followers',
    onTabChange: fn(),
    followers: { loading: true },
    following: { entries: fixtures.following },
    wallet: ownLists.wallet,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: PROFILE_TEXTS.statFollowers })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('status', { name: FOLLOW_LIST_TEXTS.loading })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: PROFILE_TEXTS.statWallet }));
    await expect(args.onTabChange).toHaveBeenCalledWith('wallet');
    // Controlled: the tab stays until the host changes `tab`.
    await expect(canvas.getByRole('tab', { name: PROFILE_TEXTS.statFollowers })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The lists' own states inside the tabs: empty followers, a failed wallet. */
export const TabsEmptyAndError: Story = {
  name: 'Tabs empty and failed',
  args: {
    defaultTab: 'followers',
    followers: { entries: [] },
    following: { entries: [] },
    wallet: { entries: [], error: 'The server could not be reached.', onRetry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FOLLOW_LIST_TEXTS.followersEmpty)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: PROFILE_TEXTS.statWallet }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(WALLET_TEXTS.loadError);
  },
};

/** 4 cards, LOAD MORE adds 4 (8), then the rest; drafts are never listed. */
export const LoadMore: Story = {
  name: 'Four more at a time',
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
  name: 'Category chip, back to four',
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
  name: 'Error, with retry',
  args: { profile: undefined, error: ERROR_MESSAGES.profileFetchEdit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.profileFetchEdit);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoArticles: Story = {
  name: 'No articles',
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
      following_count: 98_765,
      my_wallet: 12_345_678,
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
