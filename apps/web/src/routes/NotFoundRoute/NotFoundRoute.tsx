import { NotFoundPage } from '@byline/ui';
import { usePageMeta } from '../../pageMeta/usePageMeta';

/** Every path without a page (/buy-coins included until it exists). */
export function NotFoundRoute() {
  usePageMeta('Page not found', 'This page does not exist on Byline.');
  return <NotFoundPage />;
}
