import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type {
  ArticleReactionRequest,
  Comment,
  CommentReactionRequest,
  ReactionState,
  ReplyRequest,
} from '../contract';
import { reactToArticle, reactToComment, replyToComment } from './conversationWrites';
import { swrKeys } from './swrKeys';
import { useConversationWrites } from './useConversationWrites';
import type { ApiMutation } from './useMutations';

/** The conversation's writes as SWR mutation hooks (docs/adr/0025): replying and reacting. */

type MaybeId = number | null | undefined;
const hasId = (id: MaybeId): id is number => typeof id === 'number' && id > 0;

/**
 * Replies to a comment or a reply. Once the server has it, it ends its thread's cached replies
 * (when their last page is loaded), and the thread's count and the article's total grow by one.
 */
export function useReplyToComment(): ApiMutation<ReplyRequest, Comment> {
  const writes = useConversationWrites();
  return useSWRMutation<Comment, ApiError, readonly unknown[], ReplyRequest>(
    swrKeys.mutation('replyToComment'),
    (_key, { arg }) => replyToComment(writes, arg),
  );
}

/**
 * Gives or takes back a reaction on an article: the article's counts and the reader's own
 * reactions show the server's answer (nothing is counted before the server has it).
 */
export function useReactToArticle(): ApiMutation<ArticleReactionRequest, ReactionState> {
  const writes = useConversationWrites();
  return useSWRMutation<ReactionState, ApiError, readonly unknown[], ArticleReactionRequest>(
    swrKeys.mutation('reactToArticle'),
    (_key, { arg }) => reactToArticle(writes, arg),
  );
}

/**
 * Gives or takes back a reaction on a comment or reply: the cached lists that show it take the
 * server's counts, and the reader's own reactions (of the article `newsId`) its kinds.
 */
export function useReactToComment(
  newsId: MaybeId,
): ApiMutation<CommentReactionRequest, ReactionState> {
  const writes = useConversationWrites();
  return useSWRMutation<ReactionState, ApiError, readonly unknown[], CommentReactionRequest>(
    swrKeys.mutation('reactToComment'),
    (_key, { arg }) => reactToComment(writes, hasId(newsId) ? newsId : null, arg),
  );
}
