import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { reviewNotes } from '../ReviewQueue/ReviewQueue.mocks';
import { ReviewNotes } from './ReviewNotes';

afterEach(cleanup);

describe('ReviewNotes', () => {
  it('shows the notes to the writer, oldest first, without a note field', () => {
    renderWithTheme(<ReviewNotes notes={reviewNotes} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('paragraph two');
    expect(items[1]?.textContent).toContain(REVIEW_TEXTS.sentBackMark);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps a note that was not sent in the field', async () => {
    const onSendBack = vi.fn(async () => false);
    renderWithTheme(<ReviewNotes review={{ canSendBack: true, onAddNote: vi.fn(), onSendBack }} />);
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Cut the last paragraph.' } });
    fireEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.sendBack }));
    await waitFor(() => expect(onSendBack).toHaveBeenCalledWith('Cut the last paragraph.'));
    expect((field as HTMLTextAreaElement).value).toBe('Cut the last paragraph.');
  });
});

describeComponent(ReviewNotes, { props: { notes: reviewNotes } });
