import type { NewsItem } from '@byline/api-client';
import { ROUTES, useMediaUrl } from '@byline/ui';
import { PageMeta, type PageMetaProps } from './PageMeta';
import { absoluteUrl, usePublicOrigin } from './publicOrigin';
import { StructuredData } from './StructuredData';
import { categoryStructuredData, siteLinks } from './structuredData';

export interface CollectionMetaProps {
  title: string;
  description: string;
  canonicalPath: string;
  feeds: PageMetaProps['feeds'];
  /** The stories the page shows, newest first. */
  items: readonly NewsItem[];
}

/**
 * A list page's head tags (a category's, a tag's): its share picture is the newest covered
 * story's; and its CollectionPage of the stories shown, with breadcrumbs.
 */
export function CollectionMeta({
  title,
  description,
  canonicalPath,
  feeds,
  items,
}: CollectionMetaProps) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const url = (path: string) => absoluteUrl(origin, path);
  const lead = items.find((item) => item.image_url);
  const cover = lead ? mediaUrl(lead.image_url) : null;
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        canonicalPath={canonicalPath}
        feeds={feeds}
        image={lead && cover ? { url: url(cover), alt: lead.title } : undefined}
      />
      <StructuredData
        data={
          import.meta.env.SSR
            ? categoryStructuredData(
                siteLinks(origin),
                { name: title, url: url(canonicalPath), description },
                items.map((item) => ({ url: url(ROUTES.article(item.id)), name: item.title })),
              )
            : null
        }
      />
    </>
  );
}
