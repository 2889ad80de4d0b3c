import { fixtures } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FEDIVERSE_FOLLOWERS_TEXTS } from '../../constants';
import { labelStartingWith } from '../../testing/layout.mocks';
import { FediverseFollowers } from './FediverseFollowers';

const data = fixtures.fediverseFollowers;
const request = data.followers.find((follower) => follower.pending);
const followers = data.followers.filter((follower) => !follower.pending);
if (!request || followers.length < 2) throw new Error('The fixtures need a request and followers');

const meta = {
  title: 'Profile/FediverseFollowers',
  component: FediverseFollowers,
  args: { data, onAnswer: fn(), onApprovalChange: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FediverseFollowers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approval on: a request to Accept or Reject, and the followers with their handle and link. */
export const WithRequests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', {
        name: labelStartingWith(FEDIVERSE_FOLLOWERS_TEXTS.approveLabel),
      }),
    ).toBeChecked();
    const requests = within(
      canvas.getByRole('list', { name: FEDIVERSE_FOLLOWERS_TEXTS.requestsTitle }),
    );
    await expect(requests.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(
      requests.getByRole('button', { name: FEDIVERSE_FOLLOWERS_TEXTS.acceptNamed(request.name) }),
    );
    await expect(args.onAnswer).toHaveBeenCalledWith(request.id, true);
    const list = within(
      canvas.getByRole('list', { name: FEDIVERSE_FOLLOWERS_TEXTS.followersTitle }),
    );
    await expect(list.getAllByRole('listitem')).toHaveLength(followers.length);
    const [first] = followers;
    if (!first) throw new Error('no follower');
    await expect(list.getByRole('link', { name: first.name })).toHaveAttribute('href', first.url);
    await expect(list.getByText(first.handle, { exact: false })).toBeVisible();
  },
};

/** Approval off, no request: the switch says so; a follower without a name shows their handle. */
export const AcceptedAtOnce: Story = {
  args: { data: { approves_followers: false, followers } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('switch', {
      name: labelStartingWith(FEDIVERSE_FOLLOWERS_TEXTS.approveLabel),
    });
    await expect(approve).not.toBeChecked();
    await expect(canvas.queryByText(FEDIVERSE_FOLLOWERS_TEXTS.requestsTitle)).toBeNull();
    const nameless = followers.find((follower) => follower.name === '');
    if (nameless) await expect(canvas.getByRole('link', { name: nameless.handle })).toBeVisible();
    await userEvent.click(approve);
    await expect(args.onApprovalChange).toHaveBeenCalledWith(true);
  },
};

/** Nobody yet. */
export const Empty: Story = {
  args: { data: { approves_followers: false, followers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FEDIVERSE_FOLLOWERS_TEXTS.none)).toBeVisible();
  },
};

/** A request being answered: its buttons wait. */
export const Answering: Story = {
  args: { answering: request.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: FEDIVERSE_FOLLOWERS_TEXTS.rejectNamed(request.name) }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: FEDIVERSE_FOLLOWERS_TEXTS.loading }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { data: undefined, error: 'The server could not be reached.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FEDIVERSE_FOLLOWERS_TEXTS.loadError)).toBeVisible();
  },
};
