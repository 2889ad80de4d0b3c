import { Button, type MantineSize, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { FOLLOW_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface FollowButtonProps {
  /** The author's name: part of the button's accessible name ("Follow Asha Rao"). */
  authorName: string;
  /** Whether the viewer follows the author now. */
  following: boolean;
  /** Follow or unfollow; a returned promise shows a loader until it settles. */
  onToggle: () => unknown;
  /** The follow state is not known yet (or the host is busy): a loader, no clicks. */
  loading?: boolean;
  disabled?: boolean;
  size?: MantineSize;
  /** Ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Follow / Following beside an author: a toggle button (`aria-pressed`) whose word says the
 * state; over a Following button the pointer sees Unfollow, which is what a click does.
 */
export function FollowButton({
  authorName,
  following,
  onToggle,
  loading = false,
  disabled = false,
  size = 'sm',
  ref,
}: FollowButtonProps) {
  const followTexts = useMessages(FOLLOW_TEXTS);
  const [pending, setPending] = useState(false);
  const [hovered, setHovered] = useState(false);

  const toggle = async () => {
    // The new state's word shows until the pointer comes back (no Unfollow right after Follow).
    setHovered(false);
    setPending(true);
    try {
      await onToggle();
    } catch {
      // The host reports the failure (a toast); the button only stops waiting.
    } finally {
      setPending(false);
    }
  };

  const word = following
    ? hovered
      ? followTexts.unfollow
      : followTexts.following
    : followTexts.follow;

  return (
    <Button
      ref={ref}
      size={size}
      variant={following ? 'default' : 'filled'}
      aria-pressed={following}
      loading={loading || pending}
      disabled={disabled}
      leftSection={
        following ? (
          <IconCheck size={16} aria-hidden="true" />
        ) : (
          <IconUserPlus size={16} aria-hidden="true" />
        )
      }
      onClick={toggle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {word}
      <VisuallyHidden>{followTexts.author(authorName)}</VisuallyHidden>
    </Button>
  );
}
