import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REACTION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ReactionBar } from './ReactionBar';

const counts = { like: 3, unicorn: 0, insightful: 1, celebrate: 0 };

describeComponent(ReactionBar, { props: { counts, mine: ['like'], signedIn: true } });

describe('ReactionBar', () => {
  it('gives a kind not given and takes back one given, one press at a time', async () => {
    let finish: () => void = () => {};
    const onToggle = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<ReactionBar counts={counts} mine={['like']} signedIn onToggle={onToggle} />);
    const like = screen.getByRole('button', { name: REACTION_TEXTS.named(REACTION_TEXTS.like, 3) });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(like));
    expect(onToggle).toHaveBeenLastCalledWith('like', false);
    // A second press while the first is on its way sends nothing.
    const unicorn = screen.getByRole('button', {
      name: REACTION_TEXTS.named(REACTION_TEXTS.unicorn, 0),
    });
    await act(async () => fireEvent.click(unicorn));
    expect(onToggle).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await act(async () => fireEvent.click(unicorn));
    expect(onToggle).toHaveBeenLastCalledWith('unicorn', true);
  });

  it('shows the reason of a refusal', async () => {
    const onToggle = vi.fn().mockRejectedValue(new Error(SERVER_MESSAGES.reactionRateLimited));
    renderWithTheme(<ReactionBar counts={counts} mine={[]} signedIn onToggle={onToggle} />);
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: REACTION_TEXTS.named(REACTION_TEXTS.celebrate, 0) }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.reactionRateLimited);
  });

  it('signed out, asks to sign in instead of reacting', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <ReactionBar
        counts={counts}
        signedIn={false}
        signInHref="/login?next=%2F"
        onToggle={onToggle}
      />,
    );
    const like = screen.getByRole('button', { name: REACTION_TEXTS.named(REACTION_TEXTS.like, 3) });
    expect(like).not.toHaveAttribute('aria-pressed');
    await act(async () => fireEvent.click(like));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(REACTION_TEXTS.signInPrompt);
    expect(screen.getByRole('link', { name: REACTION_TEXTS.signIn })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
  });
});
