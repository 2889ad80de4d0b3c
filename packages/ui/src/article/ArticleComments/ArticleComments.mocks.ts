import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import type { CommentRepliesState } from './ArticleComments';

/**
 * Story and test stand-ins for the host's replies hook: the fixture threads' replies, all on
 * one page (a plain function is a hook that calls none).
 */
export const fixtureReplies = (commentId: number): CommentRepliesState => ({
  replies: fixtures.replies[commentId] ?? [],
});

/** A thread whose replies are still on their way. */
export const loadingReplies = (): CommentRepliesState => ({ replies: [], loading: true });

/** A thread whose replies could not be loaded. */
export const failedReplies = (): CommentRepliesState => ({
  replies: [],
  error: ERROR_MESSAGES.repliesLoad,
});
