import { NotFoundPage, PAGE_META, READER_TEXTS } from '@byline/ui';
import { PageMeta } from '../../pageMeta/PageMeta';

/** Every path without a page. */
export function NotFoundRoute() {
  return (
    <>
      {/* No canonical: a missing page names no URL as its own. */}
      <PageMeta
        noindex
        canonicalPath={null}
        title={READER_TEXTS.notFoundTitle}
        description={PAGE_META.notFoundDescription}
      />
      <NotFoundPage />
    </>
  );
}
