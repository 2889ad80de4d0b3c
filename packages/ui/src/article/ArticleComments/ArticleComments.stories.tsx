import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { SAMPLE_COMMENTS } from '../sampleComments';
import { ArticleComments } from './ArticleComments';

const meta = {
  title: 'Article/ArticleComments',
  component: ArticleComments,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { comments: SAMPLE_COMMENTS, onComment: fn(), onReply: fn() },
} satisfies Meta<typeof ArticleComments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: READER_TEXTS.commentsHeading(3) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('March 16, 2026', { selector: 'time' })).toHaveLength(2);
  },
};

/** Spec section 5: blank after trimming does nothing. */
export const BlankCommentDoesNothing: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.onComment).not.toHaveBeenCalled();
    await expect(field).toHaveValue('   ');
  },
};

export const SendClearsAndCallsBack: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, '  A fair and careful piece.  ');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('A fair and careful piece.');
    await expect(field).toHaveValue('');
  },
};

export const ReplyFocusesTheForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Tomás Alvarez' }));
    await expect(args.onReply).toHaveBeenCalledWith(SAMPLE_COMMENTS[1]);
    await expect(canvas.getByRole('textbox', { name: READER_TEXTS.addComment })).toHaveFocus();
  },
};

export const NoComments: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: READER_TEXTS.commentsHeading(0) }),
    ).toBeVisible();
  },
};

export const LongComment: Story = {
  args: {
    comments: SAMPLE_COMMENTS.map((comment) => ({
      ...comment,
      text: Array.from({ length: 5 }, () => comment.text).join(' '),
    })),
  },
};
