import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ProfileModeration } from './ProfileModeration';

afterEach(cleanup);

describe('ProfileModeration', () => {
  it('tells every visitor a suspended account is suspended, and offers a signed-out one nothing', () => {
    renderWithTheme(<ProfileModeration name="Tomás" suspended signedIn={false} />);
    expect(screen.getByText(MODERATION_TEXTS.suspendedNotice)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('unblocks a blocked account', () => {
    const onBlockChange = vi.fn(async () => {});
    renderWithTheme(
      <ProfileModeration name="Tomás" blocked signedIn onBlockChange={onBlockChange} />,
    );
    expect(screen.getByText(MODERATION_TEXTS.blockedNotice('Tomás'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.unblock }));
    expect(onBlockChange).toHaveBeenCalledWith(false);
  });
});

describeComponent(ProfileModeration, {
  props: { name: 'Tomás', signedIn: true, suspended: true, onBlockChange: async () => {} },
});
