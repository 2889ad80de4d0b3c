import { FEED_PATHS, FEED_TITLES, type NewsItem } from '@byline/api-client';
import { ROUTES, SHARING_TEXTS, TAG_PAGE_TEXTS, useMediaUrl, useMessages } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { categoryStructuredData, siteLinks } from '../../pageMeta/structuredData';

export interface TagMetaProps {
  slug: string;
  /** The tag as its newest article writes it. */
  name: string;
  canonicalPath: string;
  /** The stories the page shows, newest first. */
  items: readonly NewsItem[];
}

/**
 * A tag page's head tags (its share picture is the newest covered story's, its feeds the tag's
 * and the site's) and its CollectionPage of the stories shown, with breadcrumbs.
 */
export function TagMeta({ slug, name, canonicalPath, items }: TagMetaProps) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const sharingTexts = useMessages(SHARING_TEXTS);
  const tagTexts = useMessages(TAG_PAGE_TEXTS);
  const url = (path: string) => absoluteUrl(origin, path);
  const title = sharingTexts.tag(name);
  const description = tagTexts.description(name);
  const lead = items.find((item) => item.image_url);
  const cover = lead ? mediaUrl(lead.image_url) : null;
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        canonicalPath={canonicalPath}
        feeds={[{ title: FEED_TITLES.tag(name), path: FEED_PATHS.tagFeed(slug) }, feedLinks.site]}
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
