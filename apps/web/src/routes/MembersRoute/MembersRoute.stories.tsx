import { ROLE_MESSAGES } from '@byline/api-client/contract';
import { fixtures, MOCK_ADMIN_ID, MOCK_ADMIN_TOKEN } from '@byline/api-client/mocks';
import { MEMBERS_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/members`: the administrator's members page, on the mock backend. */
const meta = {
  title: 'Pages/Members',
  ...appPage({
    url: '/members',
    signedIn: true,
    account: { token: MOCK_ADMIN_TOKEN, userId: MOCK_ADMIN_ID },
  }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: MEMBERS_TEXTS.list });
const reader = fixtures.members.find((member) => member.role === 'reader');
if (!reader) throw new Error('The fixtures need a reader');

/** Every member, newest first; a reader made a contributor says so and keeps the new role. */
export const ChangeARole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: MEMBERS_TEXTS.title, level: 1 }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(
        fixtures.members.length,
      ),
    );
    const picker = within(await list(canvasElement)).getByRole('combobox', {
      name: MEMBERS_TEXTS.roleOf(reader.full_name),
    });
    await userEvent.selectOptions(picker, MEMBERS_TEXTS.roleLabels.contributor);
    // The toast fades in.
    const toast = await within(canvasElement.ownerDocument.body).findByText(
      MEMBERS_TEXTS.changed(reader.full_name, MEMBERS_TEXTS.roleLabels.contributor),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(async () =>
      expect(
        within(await list(canvasElement)).getByRole('combobox', {
          name: MEMBERS_TEXTS.roleOf(reader.full_name),
        }),
      ).toHaveValue('contributor'),
    );
  },
};

/** Searching by name asks the server for the matching members. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: MEMBERS_TEXTS.search }), 'lena');
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(1),
    );
  },
};

/** Anyone but an administrator is told why there is no list. */
export const NotAnAdministrator: Story = {
  parameters: { app: { account: undefined } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ROLE_MESSAGES.manageMembers)).toBeVisible();
  },
};
