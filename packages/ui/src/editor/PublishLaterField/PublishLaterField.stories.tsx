import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PUBLISH_AT_TEXTS } from '../../constants';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { PublishLaterField } from './PublishLaterField';

const meta = {
  title: 'Authoring/ArticleEditor/PublishLaterField',
  component: PublishLaterField,
  args: {
    enabled: false,
    onEnabledChange: fn(),
    publishAt: null,
    onPublishAtChange: fn(),
  },
} satisfies Meta<typeof PublishLaterField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: only the switch; turning it on tells the host. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(PUBLISH_AT_TEXTS.label)).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }));
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
  },
};

/** On, with a time refused: the time field shows why. */
export const OnWithError: Story = {
  name: 'On, time missing',
  args: { enabled: true, error: PUBLISH_AT_TEXTS.required },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PUBLISH_AT_TEXTS.label)).toBeVisible();
    await expect(canvas.getByText(PUBLISH_AT_TEXTS.required)).toBeVisible();
  },
};
