import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ReportDialog } from './ReportDialog';

afterEach(cleanup);

describe('ReportDialog', () => {
  it('sends the reason chosen and the note, then closes', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithTheme(<ReportDialog opened onClose={onClose} target="article" onSubmit={onSubmit} />);
    expect(screen.getByText(MODERATION_TEXTS.reportTitle.article)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: MODERATION_TEXTS.reasonLabels.hate }));
    fireEvent.change(screen.getByRole('textbox', { name: MODERATION_TEXTS.note }), {
      target: { value: '  Slurs in the title  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'hate', note: 'Slurs in the title' });
  });
});

describeComponent(ReportDialog, {
  props: { opened: true, onClose: () => {}, target: 'comment', onSubmit: async () => {} },
  portal: true,
});
