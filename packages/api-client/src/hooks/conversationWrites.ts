import type { ScopedMutator } from 'swr';
import type { ApiClient, CommentsPage, Page } from '../client/createApiClient';
import type {
  Article,
  ArticleReactionRequest,
  Comment,
  CommentReactionRequest,
  OwnReactions,
  ReactionState,
  ReplyRequest,
} from '../contract';
import { swrKeys } from './swrKeys';
import { commentLists, repliesLists } from './useComments';
import type { usePagedLists } from './useKeysetList';

/**
 * The conversation's writes (docs/adr/0025) as plain functions of the client and the SWR cache:
 * the hooks of useConversation.ts call them, and a host can import them when a reader first
 * replies or reacts (they stay out of a page's first load).
 */
export interface ConversationWrites {
  client: ApiClient;
  mutate: ScopedMutator;
  lists: ReturnType<typeof usePagedLists>;
}

/**
 * Replies to a comment or a reply. Once the server has it, it ends its thread's cached replies
 * (when their last page is loaded), and the thread's count and the article's total grow by one.
 */
export async function replyToComment(
  { client, lists }: ConversationWrites,
  input: ReplyRequest,
): Promise<Comment> {
  const reply = await client.replyToComment(input);
  const thread = reply.parent_id ?? reply.id;
  lists.update<Page<Comment>>(
    repliesLists(thread),
    (pages) =>
      pages.some((page) => page.items.some((item) => item.id === reply.id)) ||
      pages.at(-1)?.nextCursor
        ? pages
        : pages.map((page, index) =>
            index === pages.length - 1 ? { ...page, items: [...page.items, reply] } : page,
          ),
    { revalidate: false },
  );
  lists.update<CommentsPage>(commentLists(reply.news_id), (pages) =>
    pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === thread ? { ...item, reply_count: item.reply_count + 1 } : item,
      ),
      total: page.total + 1,
    })),
  );
  return reply;
}

/** Gives or takes back a reaction on an article: its counts and the reader's own take the answer. */
export async function reactToArticle(
  { client, mutate }: ConversationWrites,
  input: ArticleReactionRequest,
): Promise<ReactionState> {
  const state = await client.reactToArticle(input);
  void mutate<Article>(
    swrKeys.article(input.news_id),
    (article) => (article ? { ...article, reactions: state.counts } : article),
    { revalidate: false },
  );
  void mutate<OwnReactions>(
    swrKeys.ownReactions(input.news_id),
    (own) => (own ? { ...own, article: state.mine } : own),
    { revalidate: false },
  );
  return state;
}

/**
 * Gives or takes back a reaction on a comment or reply: the cached lists that show it take the
 * server's counts, and the reader's own reactions on the article `newsId` its kinds.
 */
export async function reactToComment(
  { client, mutate, lists }: ConversationWrites,
  newsId: number | null,
  input: CommentReactionRequest,
): Promise<ReactionState> {
  const state = await client.reactToComment(input);
  const recount = <P extends Page<Comment>>(pages: P[]) =>
    pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === input.comment_id ? { ...item, reactions: state.counts } : item,
      ),
    }));
  lists.update<CommentsPage>(commentLists(), recount, { revalidate: false });
  lists.update<Page<Comment>>(repliesLists(), recount, { revalidate: false });
  if (newsId !== null) {
    void mutate<OwnReactions>(
      swrKeys.ownReactions(newsId),
      (own) =>
        own
          ? {
              ...own,
              comments: [
                ...own.comments.filter((entry) => entry.comment_id !== input.comment_id),
                { comment_id: input.comment_id, kinds: state.mine },
              ],
            }
          : own,
      { revalidate: false },
    );
  }
  return state;
}
