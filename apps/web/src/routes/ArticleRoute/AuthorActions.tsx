import { type Article, useNewsletterReach } from '@byline/api-client';
import { LazyArticleAuthorActions } from '@byline/ui';
import { useAuthorActions } from './useAuthorActions';

/**
 * The author's Edit, Unpublish and Delete on their own published article, and how many
 * newsletter subscribers it was sent to: a chunk of its own (the writes, the dialogs, their words
 * and the count's read), loaded only when the author views it.
 */
export function AuthorActions({ article }: { article: Article }) {
  const reach = useNewsletterReach(article.status === 'published' ? article.id : null);
  return (
    <LazyArticleAuthorActions
      {...useAuthorActions(article)}
      newsletterSent={reach.data?.sent ?? null}
    />
  );
}
