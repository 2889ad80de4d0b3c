import { ROLE_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBERS_TEXTS, READER_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { MemberList } from './MemberList';
import { manyMembers } from './MemberList.mocks';

const members = fixtures.members;
const admin = members.find((member) => member.role === 'administrator');
const reader = members.find((member) => member.role === 'reader');
if (!admin || !reader) throw new Error('The fixtures need an administrator and a reader');

const meta = {
  title: 'Newsroom/MemberList',
  component: MemberList,
  args: {
    members,
    search: '',
    onSearchChange: fn(),
    onChangeRole: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    currentUserId: admin.user_id,
  },
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
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One member of each role; the administrator's own row cannot change. */
export const Members: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: MEMBERS_TEXTS.list }));
    await expect(list.getAllByRole('listitem')).toHaveLength(members.length);
    await expect(
      list.getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(admin.full_name) }),
    ).toBeDisabled();
    await userEvent.selectOptions(
      list.getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(reader.full_name) }),
      MEMBERS_TEXTS.roleLabels.contributor,
    );
    await expect(args.onChangeRole).toHaveBeenCalledWith(reader, 'contributor');
  },
};

/** A long list with more to load. */
export const ManyMembers: Story = {
  args: { members: manyMembers(20), hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: MEMBERS_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** A search as typed; the host asks the server. */
export const Searching: Story = {
  args: { search: 'Lena', members: members.filter((member) => member.full_name.includes('Lena')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: MEMBERS_TEXTS.search }), 'x');
    await expect(args.onSearchChange).toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  args: { search: 'Nobody', members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MEMBERS_TEXTS.noMatch('Nobody'))).toBeVisible();
  },
};

/** A role change on its way: that member's picker waits. */
export const ChangingRole: Story = {
  args: { changingId: reader.user_id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: MEMBERS_TEXTS.roleOf(reader.full_name) }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, members: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('list', { name: MEMBERS_TEXTS.list }),
    ).toBeNull();
  },
};

export const LoadError: Story = {
  args: { members: [], error: ROLE_MESSAGES.membersFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MEMBERS_TEXTS.loadError);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
