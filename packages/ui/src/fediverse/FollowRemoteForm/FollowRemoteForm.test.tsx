import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOWING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { FollowRemoteForm } from './FollowRemoteForm';

afterEach(cleanup);

describe('FollowRemoteForm', () => {
  it('follows the trimmed handle, and sends nothing for an empty field', async () => {
    const onFollow = vi.fn(async () => {});
    renderWithTheme(<FollowRemoteForm onFollow={onFollow} />);
    const button = screen.getByRole('button', { name: FOLLOWING_TEXTS.follow });
    fireEvent.click(button);
    expect(onFollow).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: FOLLOWING_TEXTS.handleLabel }), {
      target: { value: '  @mira@social.example ' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(onFollow).toHaveBeenCalledWith('@mira@social.example'));
  });
});

describeComponent(FollowRemoteForm, { props: { onFollow: async () => {} }, refTarget: 'form' });
