import { PAGE_SUCCESS_MESSAGES, useFollow, useFollowStatus, useUnfollow } from '@byline/api-client';
import { useSession } from '../session/SessionProvider';
import { toastFailure, toastSuccess } from '../toasts/toast';

/** The Follow button's state and action for one author, as every page that shows it needs. */
export interface FollowToggle {
  /** Whether the signed-in reader follows the author (false while unknown or signed out). */
  following: boolean;
  /** The follow state is still loading. */
  loading: boolean;
  /** A follow or unfollow is on its way to the server. */
  changing: boolean;
  /**
   * Follows or unfollows. The state changes at once (the api-client's optimistic update, put
   * back if the server refuses); the toast tells how it went, so this never rejects.
   */
  toggle: () => Promise<void>;
}

/**
 * The follow toggle of an author's profile and of an article's byline. The app, not the
 * api-client, owns it: it speaks to the reader through toasts. The state is asked for only while
 * signed in (the call needs a session) and never of the reader's own page.
 */
export function useFollowToggle(authorId: number | null): FollowToggle {
  const { session, signedIn } = useSession();
  const status = useFollowStatus(authorId, signedIn && session?.userId !== authorId);
  const follow = useFollow();
  const unfollow = useUnfollow();
  const following = status.data?.following ?? false;

  const toggle = async () => {
    if (authorId === null) return;
    try {
      if (following) {
        await unfollow.trigger({ user_id: authorId });
        toastSuccess(PAGE_SUCCESS_MESSAGES.unfollowed);
      } else {
        await follow.trigger({ user_id: authorId });
        toastSuccess(PAGE_SUCCESS_MESSAGES.followed);
      }
    } catch (error) {
      toastFailure(error);
    }
  };

  return {
    following,
    loading: status.isLoading,
    changing: follow.isMutating || unfollow.isMutating,
    toggle,
  };
}
