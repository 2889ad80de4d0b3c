import type { CategoryDefinition, NewsItem } from '@byline/api-client';
import { capitalise, PAGE_META, ROUTES, useMediaUrl } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { categoryStructuredData, siteLinks } from '../../pageMeta/structuredData';

export interface CategoryMetaProps {
  /** The slug in the URL. */
  category: string;
  definition: CategoryDefinition | undefined;
  canonicalPath: string;
  /** The stories the page shows, newest first. */
  items: readonly NewsItem[];
}

/**
 * A category page's head tags (its share picture is the lead story's cover) and its
 * CollectionPage of the stories shown, with breadcrumbs.
 */
export function CategoryMeta({ category, definition, canonicalPath, items }: CategoryMetaProps) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const url = (path: string) => absoluteUrl(origin, path);
  const title = capitalise(category);
  const description = PAGE_META.categoryDescription(category);
  const lead = items.find((item) => item.image_url);
  const cover = lead ? mediaUrl(lead.image_url) : null;
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        canonicalPath={canonicalPath}
        feeds={definition ? [feedLinks.category(definition), feedLinks.site] : [feedLinks.site]}
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
