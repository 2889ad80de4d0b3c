import { lazy, Suspense } from 'react';
import type { ArticleAuthorActionsProps } from './ArticleAuthorActions';

const ArticleAuthorActions = lazy(async () => ({
  default: (await import('./ArticleAuthorActions')).ArticleAuthorActions,
}));

/**
 * `ArticleAuthorActions` whose code (buttons, two confirmation modals, their words) loads when it
 * is first shown: only the author of an article sees it, never a reader's first load. Same props.
 */
export function LazyArticleAuthorActions(props: ArticleAuthorActionsProps) {
  return (
    <Suspense fallback={null}>
      <ArticleAuthorActions {...props} />
    </Suspense>
  );
}
