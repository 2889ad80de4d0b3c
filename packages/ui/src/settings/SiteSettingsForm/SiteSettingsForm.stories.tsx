import { SITE_SETTINGS_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SETTINGS_TEXTS } from '../../constants';
import { SiteSettingsForm } from './SiteSettingsForm';
import { brandedSettings, defaultSettings } from './SiteSettingsForm.mocks';

const meta = {
  title: 'Settings/SiteSettingsForm',
  component: SiteSettingsForm,
  args: { settings: defaultSettings, onSave: fn(async () => true) },
  decorators: [
    (Story) => (
      <Container size="md" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof SiteSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new site: the kit's defaults (empty fields keep them). */
export const Defaults: Story = {};

/** A site made its own: its colour, with its contrast, its links and columns. */
export const Branded: Story = { args: { settings: brandedSettings } };

/** A light colour is refused before anything is sent, saying why. */
export const InvalidColour: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: SETTINGS_TEXTS.brandColor }),
      '#ffd43b',
    );
    await expect(canvas.getByText(SITE_SETTINGS_MESSAGES.unreadableColor('1.43'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Renaming and reordering a category: what is sent is the list in its new order. */
export const RenameAndReorder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: SETTINGS_TEXTS.categoryName('business') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Trade');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.moveUp('Trade') }));
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        categories: expect.arrayContaining([expect.objectContaining({ id: 3, name: 'Trade' })]),
      }),
      null,
    );
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      categories: { id: number }[];
    };
    await expect(sent.categories.map((category) => category.id).slice(0, 3)).toEqual([1, 3, 2]);
  },
};

/** Adding a category and moving one to a new address: both are sent, the new one without an id. */
export const AddAndMove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const crimeSlug = canvas.getByRole('textbox', { name: SETTINGS_TEXTS.categorySlug('crime') });
    await userEvent.clear(crimeSlug);
    await userEvent.type(crimeSlug, 'Courts!');
    await expect(canvas.getByText(SITE_SETTINGS_MESSAGES.invalidSlug)).toBeVisible();
    await userEvent.clear(crimeSlug);
    await userEvent.type(crimeSlug, 'courts');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.addCategory }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: SETTINGS_TEXTS.categoryName('new-1') }),
      'Weather',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: SETTINGS_TEXTS.categorySlug('new-1') }),
      'weather',
    );
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXTS.save }));
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      categories: { id?: number; slug: string; name: string }[];
    };
    await expect(sent.categories.find((category) => category.id === 10)?.slug).toBe('courts');
    await expect(sent.categories.at(-1)).toEqual(
      expect.objectContaining({ slug: 'weather', name: 'Weather' }),
    );
    await expect(sent.categories.at(-1)).not.toHaveProperty('id');
  },
};
