import { PAGE_META } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { homeStructuredData, siteLinks } from '../../pageMeta/structuredData';

/** The home page's head tags, and its WebSite (with the site search) and Organization. */
export function HomeMeta() {
  const origin = usePublicOrigin();
  return (
    <>
      <PageMeta title={null} description={PAGE_META.homeDescription} feeds={[feedLinks.site]} />
      <StructuredData data={import.meta.env.SSR ? homeStructuredData(siteLinks(origin)) : null} />
    </>
  );
}
