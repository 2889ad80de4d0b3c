import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PUBLISHED_EDIT_TEXTS } from '../../constants';
import { ArticleAuthorActions } from './ArticleAuthorActions';

const meta = {
  title: 'Article/ArticleAuthorActions',
  component: ArticleAuthorActions,
  args: {
    editHref: '/new-article?draft=5',
    onUnpublish: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof ArticleAuthorActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author's own article: Edit opens the editor at the article's address. */
export const Actions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: PUBLISHED_EDIT_TEXTS.edit })).toHaveAttribute(
      'href',
      '/new-article?draft=5',
    );
    // The count is not known: nothing is said about the newsletter.
    await expect(canvas.queryByText(/subscriber/)).toBeNull();
  },
};

/** Sent to one subscriber: the count beside the buttons, in the singular. */
export const SentToOneSubscriber: Story = {
  args: { newsletterSent: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: PUBLISHED_EDIT_TEXTS.actionsLabel }),
    ).toHaveTextContent(PUBLISHED_EDIT_TEXTS.newsletterSent(1));
    await expect(canvas.queryByText(PUBLISHED_EDIT_TEXTS.newsletterSent(2))).toBeNull();
  },
};

/** Sent to many subscribers: the count in the plural, grouped in thousands. */
export const SentToSubscribers: Story = {
  args: { newsletterSent: 1250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PUBLISHED_EDIT_TEXTS.newsletterSent(1250))).toBeVisible();
    await expect(canvas.getByText(/1,250/)).toBeVisible();
  },
};

/** Published but sent to nobody yet (the mail goes out after publishing, or no subscriber). */
export const NotSentYet: Story = {
  args: { newsletterSent: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PUBLISHED_EDIT_TEXTS.newsletterNotSent)).toBeVisible();
    await expect(canvas.queryByText(PUBLISHED_EDIT_TEXTS.newsletterSent(0))).toBeNull();
  },
};

/** Unpublish asks first; confirming unpublishes and closes the dialog. */
export const UnpublishConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.unpublish }));
    const dialog = await screen.findByRole('dialog', { name: PUBLISHED_EDIT_TEXTS.unpublishTitle });
    await expect(dialog).toHaveTextContent(PUBLISHED_EDIT_TEXTS.unpublishMessage);
    await expect(args.onUnpublish).not.toHaveBeenCalled();
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onUnpublish).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Delete asks first (a Mantine modal); Cancel deletes nothing. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: PUBLISHED_EDIT_TEXTS.deleteTitle });
    await expect(dialog).toHaveTextContent(PUBLISHED_EDIT_TEXTS.deleteMessage);
    await userEvent.click(screen.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.cancel }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }));
    await userEvent.click(
      await screen.findByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A delete that fails keeps the dialog open for another try (the host toasts why). */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }));
    await userEvent.click(
      await screen.findByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // Still asking, ready for another try.
    const again = await screen.findByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm });
    await waitFor(() => expect(again).not.toHaveAttribute('data-loading'));
    await expect(
      screen.getByRole('dialog', { name: PUBLISHED_EDIT_TEXTS.deleteTitle }),
    ).toBeInTheDocument();
  },
};
