import { ROLE_MESSAGES, SITE_SETTINGS_MESSAGES } from '@byline/api-client/contract';
import {
  MOCK_ADMIN_ID,
  MOCK_ADMIN_TOKEN,
  MOCK_EDITOR_ID,
  MOCK_EDITOR_TOKEN,
  mockDb,
} from '@byline/api-client/mocks';
import { SETTINGS_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/settings/site`: the administrators' site settings (docs/adr/0038), on the mock backend. */
const meta = {
  title: 'Pages/SiteSettings',
  ...appPage({
    url: '/settings/site',
    signedIn: true,
    account: { token: MOCK_ADMIN_TOKEN, userId: MOCK_ADMIN_ID },
  }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator renames Crime and saves: the header and the mock backend have it. */
export const RenameACategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: SETTINGS_TEXTS.categoryName('crime') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Courts');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.save }));
    // The toast says so once it has slid in.
    const toast = await within(document.body).findByText(SITE_SETTINGS_MESSAGES.saved);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(mockDb.siteSettings.categories.find((category) => category.id === 10)?.name).toBe(
        'Courts',
      ),
    );
  },
};

/** An editor is told at once that only administrators change the settings. */
export const Refused: Story = {
  parameters: { app: { account: { token: MOCK_EDITOR_TOKEN, userId: MOCK_EDITOR_ID } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(ROLE_MESSAGES.manageSettings),
    ).toBeVisible();
  },
};
