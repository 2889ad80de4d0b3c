import {
  COMMENT_TEXT_MAX,
  type Comment,
  commentWriterName,
  ERROR_MESSAGES,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import {
  fixtureArticle,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_REMOTE_AUTHOR,
  MOCK_SECOND_AUTHOR_ID,
} from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  COMMENT_TEXTS,
  MODERATION_TEXTS,
  REACTION_TEXTS,
  READER_TEXTS,
  ROUTES,
  THREAD_TEXTS,
} from '../../constants';
import { withStayLinks } from '../../testing/authoring.mocks';
import { ArticleComments } from './ArticleComments';
import { failedReplies, fixtureReplies, loadingReplies } from './ArticleComments.mocks';

/** The fixture conversation: the signed-in mock author's article and its visible comments. */
const article = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
if (!article) throw new Error('The commented fixture article is missing');
const articleAuthorId = article.author.user_id;
const comments = fixtures.comments;

const commentOf = (predicate: (comment: Comment) => boolean, what: string): Comment => {
  const found = comments.find(predicate);
  if (!found) throw new Error(`No fixture comment ${what}`);
  return found;
};
/** The second mock author's comment: the one the writer view may change. */
const danielsComment = commentOf((c) => c.author?.user_id === MOCK_SECOND_AUTHOR_ID, 'by Daniel');
/** The article author's own comment (edited after posting). */
const authorsComment = commentOf((c) => c.author?.user_id === articleAuthorId, 'by the author');
const editedComment = commentOf((c) => c.updated_at !== c.created_at, 'changed after posting');
const uneditedComment = commentOf((c) => c.updated_at === c.created_at, 'never changed');
/** A reader's comment on the author's article: the author may hide it. */
const readersComment = commentOf(
  (c) => c.author?.user_id !== articleAuthorId && c.author?.user_id !== MOCK_SECOND_AUTHOR_ID,
  'by another reader',
);

/** A thread with replies (Priya's comment: a reply, and a reply to that reply, in one thread). */
const thread = commentOf((c) => c.reply_count > 1, 'with replies');
const threadReplies = fixtures.replies[thread.id] ?? [];
const firstReply = threadReplies[0];
if (!firstReply) throw new Error('The fixture thread has no replies');
/** A reply by someone other than the viewer (the second mock author): it has Reply. */
const othersReply = threadReplies.find((reply) => reply.author?.user_id !== MOCK_SECOND_AUTHOR_ID);
if (!othersReply) throw new Error('The fixture thread has no reply by another reader');
const toggleOf = (comment: Comment) =>
  item(document.body, comment).getByRole('button', {
    name: THREAD_TEXTS.showReplies(comment.reply_count),
  });
const replyButton = (comment: Comment) =>
  `${READER_TEXTS.reply}${READER_TEXTS.replyTo(commentWriterName(comment))}`;

/** A reply from the fediverse: its account writes it, not a reader of the site. */
const remoteComment: Comment = {
  ...uneditedComment,
  id: 9001,
  text: 'Read this from my server: the gauge photos are superb.',
  author: null,
  remote_author: MOCK_REMOTE_AUTHOR,
  reply_count: 0,
};

/** Enough comments for several pages: the fixtures repeated with fresh ids. */
const manyComments = [0, 1, 2].flatMap((round) =>
  comments.map((comment) => ({ ...comment, id: comment.id + round * 1000 })),
);

/** Text that must show as written: markup stays text, a long unbroken word wraps. */
const MARKUP_TEXT = '<b>Not bold</b> <img src="x" onerror="alert(1)"> & <script>alert(2)</script>';
const UNBROKEN_TEXT = `https://example.com/${'river-gauge-readings-'.repeat(30)}`;

/** Edit, Delete and Hide are heard with whose comment: "Hide comment by Priya Nair". */
const actionName = (word: string, comment: Comment) =>
  `${word}${COMMENT_TEXTS.commentBy(commentWriterName(comment))}`;
const item = (canvasElement: HTMLElement, comment: Comment) => {
  const found = canvasElement.querySelector<HTMLElement>(`#comment-${comment.id}`);
  if (!found) throw new Error(`Comment ${comment.id} is not listed`);
  return within(found);
};

/** Dialogs live in a portal outside the story's root: look for them in the whole page. */
const page = () => within(document.body);

const meta = {
  title: 'Article/ArticleComments',
  component: ArticleComments,
  decorators: [
    withStayLinks,
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    comments,
    total: fixtures.commentTotal,
    viewerId: MOCK_SECOND_AUTHOR_ID,
    articleAuthorId,
    onPost: fn(async () => {}),
    onEdit: fn(async () => {}),
    onDelete: fn(async () => {}),
    onHide: fn(async () => {}),
    onReply: fn(async () => {}),
    useReplies: fixtureReplies,
    ownReactions: {},
    onReact: fn(async () => {}),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ArticleComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in reader: the form, the count, every comment with its anchor, newest first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: READER_TEXTS.commentsHeading(fixtures.commentTotal),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: READER_TEXTS.addComment })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((li) => li.id)).toEqual(comments.map((c) => `comment-${c.id}`));
    await expect(
      item(canvasElement, uneditedComment).queryByText(COMMENT_TEXTS.edited),
    ).not.toBeInTheDocument();
  },
};

/** The heading counts every comment of the article, not only the loaded ones. */
export const TotalBeyondLoaded: Story = {
  name: 'Count includes comments not yet loaded',
  args: { total: comments.length + 40, hasMore: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: READER_TEXTS.commentsHeading(comments.length + 40) }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { comments: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: COMMENT_TEXTS.loading })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { comments: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: READER_TEXTS.commentsHeading(0) }),
    ).toBeVisible();
    await expect(canvas.getByText(COMMENT_TEXTS.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error, with retry',
  args: { comments: [], error: ERROR_MESSAGES.commentsLoad },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.commentsLoad);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Posting does not depend on the list.
    await expect(canvas.getByRole('textbox', { name: READER_TEXTS.addComment })).toBeVisible();
  },
};

/** A later page failed: the comments already shown stay, with the error and Retry below. */
export const LoadMoreFailed: Story = {
  name: 'Later page failed, with retry',
  args: { hasMore: true, total: comments.length + 25, error: ERROR_MESSAGES.commentsLoad },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(comments.length);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.commentsLoad);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long comments, markup and an unbroken link: all shown as text, wrapped inside the column. */
export const LongText: Story = {
  args: {
    comments: [
      { ...readersComment, id: 90001, text: MARKUP_TEXT },
      { ...uneditedComment, id: 90002, text: UNBROKEN_TEXT },
      ...comments,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(MARKUP_TEXT)).toBeVisible();
    await expect(canvasElement.querySelector('li b, li img[src="x"], li script')).toBeNull();
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const ManyItems: Story = {
  name: 'Many comments',
  args: { comments: manyComments, total: manyComments.length + 25, hasMore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(manyComments.length);
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: {
    comments: manyComments,
    total: manyComments.length + 25,
    hasMore: true,
    loadingMore: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.loadMore })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

/** Signed out: a sign-in link instead of the form, and nothing to change; Reply leads to it. */
export const SignedOut: Story = {
  args: { viewerId: null, ownReactions: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    const signIn = canvas.getByRole('link', { name: COMMENT_TEXTS.signIn });
    await expect(signIn).toHaveAttribute('href', ROUTES.login);
    await expect(
      canvas.queryByRole('button', { name: actionName(COMMENT_TEXTS.edit, danielsComment) }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: actionName(COMMENT_TEXTS.hide, readersComment) }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: replyButton(readersComment) }));
    await expect(signIn).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** A thread collapsed: the toggle with its reply count; no reply shows until it is opened. */
export const ThreadCollapsed: Story = {
  name: 'Thread collapsed, with its reply count',
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(thread);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector(`#comment-${firstReply.id}`)).toBeNull();
  },
};

/** Opened, the thread shows its replies under the comment, oldest first; it closes again. */
export const ThreadExpanded: Story = {
  name: 'Thread expanded',
  play: async ({ canvas, canvasElement }) => {
    const toggle = toggleOf(thread);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(THREAD_TEXTS.hideReplies(thread.reply_count));
    const replies = canvas.getByRole('list', {
      name: THREAD_TEXTS.repliesTo(commentWriterName(thread)),
    });
    await expect(
      within(replies)
        .getAllByRole('listitem')
        .map((li) => li.id),
    ).toEqual(threadReplies.map((reply) => `comment-${reply.id}`));
    // The replies sit inside the comment they answer.
    await expect(
      canvasElement.querySelector(`#comment-${thread.id} #comment-${firstReply.id}`),
    ).not.toBeNull();
    await userEvent.click(toggle);
    await expect(canvasElement.querySelector(`#comment-${firstReply.id}`)).toBeNull();
  },
};

export const ThreadLoading: Story = {
  name: 'Thread loading',
  args: { useReplies: loadingReplies },
  play: async ({ canvas }) => {
    await userEvent.click(toggleOf(thread));
    await expect(canvas.getByRole('status', { name: THREAD_TEXTS.loading })).toBeInTheDocument();
  },
};

export const ThreadError: Story = {
  name: 'Thread failed to load',
  args: { useReplies: failedReplies },
  play: async ({ canvas }) => {
    await userEvent.click(toggleOf(thread));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.repliesLoad);
  },
};

/** Reply opens a form at the thread's end, named for whom it answers; sending clears it. */
export const ReplyForm: Story = {
  name: 'Reply form',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: replyButton(readersComment) }));
    const field = canvas.getByRole('textbox', {
      name: THREAD_TEXTS.replyLabel(commentWriterName(readersComment)),
    });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  Thanks for this.  ');
    await userEvent.click(canvas.getByRole('button', { name: THREAD_TEXTS.send }));
    await expect(args.onReply).toHaveBeenCalledWith(readersComment.id, 'Thanks for this.');
    await waitFor(() => expect(field).not.toBeInTheDocument());
  },
};

/** A reply to a reply answers that reply's writer, in the same thread. */
export const ReplyToAReply: Story = {
  name: 'Reply to a reply',
  play: async ({ canvas, args }) => {
    await userEvent.click(toggleOf(thread));
    await userEvent.click(
      item(document.body, othersReply).getByRole('button', { name: replyButton(othersReply) }),
    );
    const field = canvas.getByRole('textbox', {
      name: THREAD_TEXTS.replyLabel(commentWriterName(othersReply)),
    });
    await userEvent.type(field, 'Good point.');
    await userEvent.click(canvas.getByRole('button', { name: THREAD_TEXTS.send }));
    await expect(args.onReply).toHaveBeenCalledWith(othersReply.id, 'Good point.');
  },
};

/** The server refused the reply (the comment is gone): the text stays, with the reason. */
export const ReplyRefused: Story = {
  name: 'Reply refused',
  args: {
    onReply: fn(async () => {
      throw new Error(SERVER_MESSAGES.replyToMissing);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: replyButton(readersComment) }));
    const field = canvas.getByRole('textbox', {
      name: THREAD_TEXTS.replyLabel(commentWriterName(readersComment)),
    });
    await userEvent.type(field, 'Still here?');
    await userEvent.click(canvas.getByRole('button', { name: THREAD_TEXTS.send }));
    await expect(await canvas.findByText(SERVER_MESSAGES.replyToMissing)).toBeVisible();
    await expect(field).toHaveValue('Still here?');
    await userEvent.click(canvas.getByRole('button', { name: THREAD_TEXTS.cancel }));
    await expect(field).not.toBeInTheDocument();
  },
};

/** Each comment's reactions with their counts; the reader's own is pressed and can be taken back. */
export const CommentReactions: Story = {
  name: 'Comment reactions, own reaction active',
  args: { ownReactions: { [thread.id]: ['like'] } },
  play: async ({ args }) => {
    const bar = item(document.body, thread).getByRole('group', {
      name: REACTION_TEXTS.comment(commentWriterName(thread)),
    });
    const like = within(bar).getByRole('button', {
      name: REACTION_TEXTS.named(REACTION_TEXTS.like, thread.reactions.like),
    });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onReact).toHaveBeenCalledWith(thread.id, 'like', false);
  },
};

/** The text is trimmed before it is sent; the field clears once the comment is posted. */
export const PostSucceeds: Story = {
  name: 'Comment posted',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, '  A fair and careful piece.  ');
    await expect(canvas.getByText(COMMENT_TEXTS.counter(25, COMMENT_TEXT_MAX))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.onPost).toHaveBeenCalledOnce();
    await expect(args.onPost).toHaveBeenCalledWith('A fair and careful piece.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** The field grows with a long comment, stops growing at 12 lines, and is short again once sent. */
export const FieldGrowsWithText: Story = {
  name: 'Field growing with a long comment',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    const empty = field.getBoundingClientRect().height;
    await userEvent.type(field, 'line{Enter}'.repeat(6));
    const six = field.getBoundingClientRect().height;
    await expect(six).toBeGreaterThan(empty);
    await userEvent.type(field, 'line{Enter}'.repeat(14));
    const twenty = field.getBoundingClientRect().height;
    await expect(twenty).toBeGreaterThan(six);
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field.getBoundingClientRect().height).toBeLessThan(six);
  },
};

/** Blank and over-long comments are refused beside the field with the contract's messages. */
export const Validation: Story = {
  name: 'Blank or too long, refused',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    const send = canvas.getByRole('button', { name: READER_TEXTS.sendComment });
    await userEvent.type(field, '   ');
    await userEvent.click(send);
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.commentEmpty),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(COMMENT_TEXT_MAX + 1));
    await expect(
      canvas.getByText(COMMENT_TEXTS.counter(COMMENT_TEXT_MAX + 1, COMMENT_TEXT_MAX)),
    ).toBeVisible();
    await userEvent.click(send);
    await expect(canvas.getByText(SERVER_MESSAGES.commentTooLong(COMMENT_TEXT_MAX))).toBeVisible();
    await expect(args.onPost).not.toHaveBeenCalled();
  },
};

/** While posting: the button waits and the text cannot change. */
export const Posting: Story = {
  args: { onPost: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, 'Thank you for this.');
    const send = canvas.getByRole('button', { name: READER_TEXTS.sendComment });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-loading', 'true'));
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(send);
    await expect(args.onPost).toHaveBeenCalledOnce();
  },
};

/** The server refused: its message shows beside the field and the text stays for another try. */
export const FailedPost: Story = {
  name: 'Comment refused by the server',
  args: {
    onPost: fn(() => Promise.reject(new Error(SERVER_MESSAGES.commentRateLimited))),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, 'Thank you for this.');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(await canvas.findByText(SERVER_MESSAGES.commentRateLimited)).toBeVisible();
    await expect(field).toHaveValue('Thank you for this.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The article's author: Hide on readers' comments (after a confirm), Edit/Delete on their own. */
export const AuthorView: Story = {
  name: "As the article's author",
  args: { viewerId: articleAuthorId },
  play: async ({ canvas, canvasElement, args }) => {
    const own = item(canvasElement, authorsComment);
    await expect(
      own.queryByRole('button', { name: actionName(COMMENT_TEXTS.hide, authorsComment) }),
    ).not.toBeInTheDocument();
    await expect(
      own.getByRole('button', { name: actionName(COMMENT_TEXTS.delete, authorsComment) }),
    ).toBeVisible();
    const hide = canvas.getByRole('button', {
      name: actionName(COMMENT_TEXTS.hide, readersComment),
    });

    await userEvent.click(hide);
    let dialog = await page().findByRole('dialog', { name: COMMENT_TEXTS.hideTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onHide).not.toHaveBeenCalled();

    await userEvent.click(hide);
    dialog = await page().findByRole('dialog', { name: COMMENT_TEXTS.hideTitle });
    await expect(dialog).toHaveTextContent(COMMENT_TEXTS.hideBody);
    await userEvent.click(within(dialog).getByRole('button', { name: COMMENT_TEXTS.hideConfirm }));
    await expect(args.onHide).toHaveBeenCalledOnce();
    await expect(args.onHide).toHaveBeenCalledWith(readersComment.id);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A comment's writer: Edit and Delete on their own comment only, and no Hide anywhere. */
export const WriterView: Story = {
  name: "As the comment's writer",
  play: async ({ canvas, canvasElement }) => {
    const editButtons = canvas.getAllByRole('button', {
      name: new RegExp(`^${COMMENT_TEXTS.edit}`),
    });
    await expect(editButtons).toHaveLength(1);
    await expect(
      item(canvasElement, danielsComment).getByRole('button', {
        name: actionName(COMMENT_TEXTS.delete, danielsComment),
      }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${COMMENT_TEXTS.hide}`) }),
    ).not.toBeInTheDocument();
  },
};

export const EditComment: Story = {
  name: 'Editing a comment',
  play: async ({ canvasElement, args }) => {
    const own = item(canvasElement, danielsComment);
    await userEvent.click(
      own.getByRole('button', { name: actionName(COMMENT_TEXTS.edit, danielsComment) }),
    );
    const field = own.getByRole('textbox', { name: COMMENT_TEXTS.editLabel });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(danielsComment.text);
    await userEvent.clear(field);
    await userEvent.click(own.getByRole('button', { name: COMMENT_TEXTS.save }));
    await expect(own.getByText(SERVER_MESSAGES.commentEmpty)).toBeVisible();
    await userEvent.type(field, '  Corrected: the clause is in section four.  ');
    await userEvent.click(own.getByRole('button', { name: COMMENT_TEXTS.save }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(
      danielsComment.id,
      'Corrected: the clause is in section four.',
    );
    await waitFor(() => expect(own.queryByRole('textbox')).not.toBeInTheDocument());
  },
};

/** The server refused the change: its message shows and the edit stays open. */
export const EditFails: Story = {
  name: 'Edit refused by the server',
  args: { onEdit: fn(() => Promise.reject(new Error(SERVER_MESSAGES.notYourComment))) },
  play: async ({ canvasElement }) => {
    const own = item(canvasElement, danielsComment);
    await userEvent.click(
      own.getByRole('button', { name: actionName(COMMENT_TEXTS.edit, danielsComment) }),
    );
    await userEvent.type(own.getByRole('textbox', { name: COMMENT_TEXTS.editLabel }), ' More.');
    await userEvent.click(own.getByRole('button', { name: COMMENT_TEXTS.save }));
    await expect(await own.findByText(SERVER_MESSAGES.notYourComment)).toBeVisible();
    await expect(own.getByRole('textbox', { name: COMMENT_TEXTS.editLabel })).toHaveValue(
      `${danielsComment.text} More.`,
    );
  },
};

/** Cancel leaves the comment as it was. */
export const EditCancelled: Story = {
  name: 'Edit cancelled',
  play: async ({ canvasElement, args }) => {
    const own = item(canvasElement, danielsComment);
    const edit = own.getByRole('button', { name: actionName(COMMENT_TEXTS.edit, danielsComment) });
    await userEvent.click(edit);
    await userEvent.type(own.getByRole('textbox', { name: COMMENT_TEXTS.editLabel }), ' More.');
    await userEvent.click(own.getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await expect(own.getByText(danielsComment.text)).toBeVisible();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Delete asks first; nothing happens on Cancel. */
export const DeleteComment: Story = {
  name: 'Delete, confirmed first',
  play: async ({ canvasElement, args }) => {
    const own = item(canvasElement, danielsComment);
    const remove = own.getByRole('button', {
      name: actionName(COMMENT_TEXTS.delete, danielsComment),
    });
    await userEvent.click(remove);
    let dialog = await page().findByRole('dialog', { name: COMMENT_TEXTS.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = await page().findByRole('dialog', { name: COMMENT_TEXTS.deleteTitle });
    await expect(dialog).toHaveTextContent(COMMENT_TEXTS.deleteBody);
    await userEvent.click(
      within(dialog).getByRole('button', { name: COMMENT_TEXTS.deleteConfirm }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(danielsComment.id);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A comment changed after posting says so, with when. */
export const EditedComment: Story = {
  name: 'Edited comment',
  args: { comments: [editedComment, uneditedComment], total: 2 },
  play: async ({ canvasElement }) => {
    const mark = item(canvasElement, editedComment).getByText(COMMENT_TEXTS.edited);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('datetime', editedComment.updated_at);
    await expect(
      item(canvasElement, uneditedComment).queryByText(COMMENT_TEXTS.edited),
    ).not.toBeInTheDocument();
  },
};

/**
 * A reply from the fediverse: its writer's name links to their profile on their own server, with
 * their handle beside it; nobody here may edit or delete it, the article's author may hide it.
 */
export const FromTheFediverse: Story = {
  args: { comments: [remoteComment, ...comments], viewerId: articleAuthorId },
  play: async ({ canvasElement }) => {
    const remote = item(canvasElement, remoteComment);
    const name = remote.getByRole('link', { name: MOCK_REMOTE_AUTHOR.name });
    await expect(name).toHaveAttribute('href', MOCK_REMOTE_AUTHOR.profile_url);
    await expect(remote.getByText(MOCK_REMOTE_AUTHOR.handle)).toBeVisible();
    await expect(remote.getByText(remoteComment.text)).toBeVisible();
    await expect(
      remote.queryByRole('button', { name: actionName(COMMENT_TEXTS.edit, remoteComment) }),
    ).toBeNull();
    await expect(
      remote.getByRole('button', { name: actionName(COMMENT_TEXTS.hide, remoteComment) }),
    ).toBeVisible();
  },
};

/** A reader reports someone else's comment: the dialog (loaded on first use) sends reason and note. */
export const ReportAComment: Story = {
  args: { onReport: fn(async () => {}) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.queryByRole('button', { name: actionName(MODERATION_TEXTS.report, danielsComment) }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: actionName(MODERATION_TEXTS.report, readersComment) }),
    );
    const dialog = within(
      await page().findByRole('dialog', { name: MODERATION_TEXTS.reportTitle.comment }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: MODERATION_TEXTS.reasonLabels.spam }));
    await userEvent.click(dialog.getByRole('button', { name: MODERATION_TEXTS.send }));
    await waitFor(() =>
      expect(args.onReport).toHaveBeenCalledWith(readersComment.id, { reason: 'spam', note: '' }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The viewer blocks a writer: none of that writer's comments are shown to them. */
export const BlockedWriter: Story = {
  args: { blockedIds: readersComment.author ? [readersComment.author.user_id] : [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(`#comment-${readersComment.id}`)).toBeNull();
    await expect(canvasElement.querySelector(`#comment-${danielsComment.id}`)).not.toBeNull();
  },
};
