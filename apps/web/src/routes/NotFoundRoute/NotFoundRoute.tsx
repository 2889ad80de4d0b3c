import { NotFoundPage, PAGE_META, READER_TEXTS } from '@byline/ui';
import { usePageMeta } from '../../pageMeta/usePageMeta';

/** Every path without a page (/buy-coins included until it exists). */
export function NotFoundRoute() {
  usePageMeta(READER_TEXTS.notFoundTitle, PAGE_META.notFoundDescription);
  return <NotFoundPage />;
}
