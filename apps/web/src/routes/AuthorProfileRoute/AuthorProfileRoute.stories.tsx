import { SUCCESS_MESSAGES } from '@byline/api-client';
import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import {
  FOLLOW_LIST_TEXTS,
  FOLLOW_TEXTS,
  NOTIFICATION_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  REWARD_TEXTS,
  SCREEN_TEXTS,
} from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast } from '../../stories/toasts';

const author = fixtures.secondAuthorProfile.profile;

/** A stat's figure on the profile (the `dd` after its label's `dt`). */
const statValue = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dl dt')]
    .find((term) => term.textContent === label)
    ?.parentElement?.querySelector('dd')?.textContent;

/**
 * `/profile/:userId`: an author's public profile as visitors see it (Follow and Reward with
 * Coin, the word Journalist instead of an email). The mock author 2 is Daniel Reyes.
 */
const meta = {
  title: 'Pages/AuthorProfile',
  ...appPage({ url: `/profile/${author.user_id}`, signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: author.full_name, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.journalist)).toBeVisible();
    // Signed out, Follow leads to sign-in; Reward with Coin asks to sign in.
    await expect(canvas.getByRole('link', { name: FOLLOW_TEXTS.follow })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeNull();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeNull();
    await expect(
      within(canvas.getByTestId('profile-articles')).getAllByRole('article'),
    ).toHaveLength(4);
  },
};

/** Signed in as author 1, looking at author 2: still the visitor's view. */
export const VisitorSignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: `${FOLLOW_TEXTS.follow} ${author.full_name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(
      await canvas.findByRole('link', {
        name: NOTIFICATION_TEXTS.bellLabel(fixtures.unreadNotificationCount),
      }),
    ).toBeVisible();
  },
};

/** Follow, then unfollow: the button and the follower count follow the server's answers. */
export const FollowAndUnfollow: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: `${FOLLOW_TEXTS.follow} ${author.full_name}`,
    });
    await waitFor(() => expect(button).toBeEnabled());
    const before = author.followers_count;
    await userEvent.click(button);
    await expectToast(SUCCESS_MESSAGES.followed);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(statValue(canvasElement, PROFILE_TEXTS.statFollowers)).toBe(String(before + 1)),
    );
    await userEvent.click(button);
    await expectToast(SUCCESS_MESSAGES.unfollowed);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(statValue(canvasElement, PROFILE_TEXTS.statFollowers)).toBe(String(before)),
    );
  },
};

/** Reward with Coin opens the dialog; a preset amount is sent and confirmed. */
export const RewardWithCoin: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: PROFILE_TEXTS.rewardWithCoin }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: REWARD_TEXTS.title(author.full_name),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: REWARD_TEXTS.preset(10) }));
    await userEvent.click(within(dialog).getByRole('button', { name: REWARD_TEXTS.send }));
    await expectToast(SUCCESS_MESSAGES.rewardSent(10));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The Followers tab lists who follows the author, asked for when the tab opens. */
export const FollowersTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: PROFILE_TEXTS.statFollowers }));
    const list = await canvas.findByRole('list', { name: FOLLOW_LIST_TEXTS.followersLabel });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(author.followers_count),
    );
  },
};

/** Your own public page is your profile: the owner's view at /profile. */
export const OwnPublicPage: Story = {
  parameters: { app: { url: `/profile/${fixtures.currentUser.user_id}`, signedIn: true } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: PROFILE_TEXTS.editProfile }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/profile');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: PROFILE_TEXTS.loading })).toBeVisible();
  },
};

/** An author with nothing published yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROFILE_TEXTS.noArticles)).toBeVisible();
    await expect(canvas.getByRole('link', { name: FOLLOW_TEXTS.follow })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE),
    );
    await expect(canvas.getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.networkError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

/** No such author: the not-found page. */
export const UnknownAuthor: Story = {
  parameters: { app: { url: '/profile/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
  },
};
