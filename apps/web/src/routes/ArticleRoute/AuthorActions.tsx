import type { Article } from '@byline/api-client';
import { LazyArticleAuthorActions } from '@byline/ui';
import { useAuthorActions } from './useAuthorActions';

/**
 * The author's Edit, Unpublish and Delete on their own published article: a chunk of its own
 * (the writes, the dialogs and their words), loaded only when the author views it.
 */
export function AuthorActions({ article }: { article: Article }) {
  return <LazyArticleAuthorActions {...useAuthorActions(article)} />;
}
