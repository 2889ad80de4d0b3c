import { COMMENT_TEXT_MAX, SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtures, MOCK_SECOND_AUTHOR_ID } from '@byline/api-client/mocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMENT_TEXTS, READER_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ArticleComments, commentTextError } from './ArticleComments';

const comments = fixtures.comments;

describe('commentTextError', () => {
  it('refuses blank text and text over the limit after trimming, with the contract messages', () => {
    expect(commentTextError('')).toBe(SERVER_MESSAGES.commentEmpty);
    expect(commentTextError(' \n\t ')).toBe(SERVER_MESSAGES.commentEmpty);
    expect(commentTextError('x'.repeat(COMMENT_TEXT_MAX + 1))).toBe(
      SERVER_MESSAGES.commentTooLong(COMMENT_TEXT_MAX),
    );
    expect(commentTextError(`  ${'x'.repeat(COMMENT_TEXT_MAX)}  `)).toBeNull();
    expect(commentTextError('Fine.')).toBeNull();
  });
});

describe('ArticleComments', () => {
  it('anchors every comment by id and shows its text as text', () => {
    const markup = '<em>not emphasis</em>';
    const [first, ...rest] = comments;
    if (!first) throw new Error('No fixture comments');
    const { container } = renderWithTheme(
      <ArticleComments
        comments={[{ ...first, text: markup }, ...rest]}
        total={comments.length}
        viewerId={null}
        onPost={vi.fn()}
      />,
    );
    for (const comment of comments) {
      expect(container.querySelector(`li#comment-${comment.id}`)).not.toBeNull();
    }
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(container.querySelector('li em')).toBeNull();
  });

  it('keeps the text when posting fails and clears it when posting succeeds', async () => {
    const onPost = vi
      .fn<(text: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error(SERVER_MESSAGES.commentRateLimited))
      .mockResolvedValueOnce(undefined);
    renderWithTheme(
      <ArticleComments
        comments={comments}
        total={comments.length}
        viewerId={MOCK_SECOND_AUTHOR_ID}
        onPost={onPost}
      />,
    );
    const field = screen.getByRole('textbox', { name: READER_TEXTS.addComment });
    fireEvent.change(field, { target: { value: ' Well put. ' } });
    const send = screen.getByRole('button', { name: READER_TEXTS.sendComment });
    await act(async () => fireEvent.click(send));
    expect(onPost).toHaveBeenLastCalledWith('Well put.');
    expect(await screen.findByText(SERVER_MESSAGES.commentRateLimited)).toBeInTheDocument();
    expect(field).toHaveValue(' Well put. ');
    await act(async () => fireEvent.click(send));
    expect(onPost).toHaveBeenCalledTimes(2);
    expect(field).toHaveValue('');
  });

  it('shows Edit and Delete only on the viewer’s own comments', () => {
    renderWithTheme(
      <ArticleComments
        comments={comments}
        total={comments.length}
        viewerId={MOCK_SECOND_AUTHOR_ID}
        onPost={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onHide={vi.fn()}
      />,
    );
    const own = comments.filter((comment) => comment.author?.user_id === MOCK_SECOND_AUTHOR_ID);
    const editButtons = screen.getAllByRole('button', {
      name: new RegExp(`^${COMMENT_TEXTS.edit}`),
    });
    expect(editButtons).toHaveLength(own.length);
    for (const button of editButtons) {
      const item = button.closest('li');
      expect(item?.id).toMatch(new RegExp(`^comment-(${own.map((c) => c.id).join('|')})$`));
      expect(
        within(item as HTMLElement).getByRole('button', {
          name: new RegExp(`^${COMMENT_TEXTS.delete}`),
        }),
      ).toBeInTheDocument();
    }
    // Not the article's author: nothing to hide.
    expect(screen.queryByRole('button', { name: new RegExp(`^${COMMENT_TEXTS.hide}`) })).toBeNull();
  });
});

describeComponent(ArticleComments, {
  props: { comments, total: comments.length, viewerId: null, onPost: async () => {} },
});
