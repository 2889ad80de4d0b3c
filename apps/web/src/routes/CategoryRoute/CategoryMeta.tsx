import type { NewsItem } from '@byline/api-client';
import { capitalise, PAGE_META } from '@byline/ui';
import { CollectionMeta } from '../../pageMeta/CollectionMeta';
import { feedLinks } from '../../pageMeta/feedLinks';

export interface CategoryMetaProps {
  /** The slug in the URL. */
  category: string;
  definition: { slug: string; name: string } | undefined;
  /** Its name in the site's settings (renamed by an administrator), when known. */
  name?: string;
  canonicalPath: string;
  /** The stories the page shows, newest first. */
  items: readonly NewsItem[];
}

/**
 * A category page's head tags (its share picture is the lead story's cover) and its
 * CollectionPage of the stories shown, with breadcrumbs.
 */
export function CategoryMeta({
  category,
  name,
  definition,
  canonicalPath,
  items,
}: CategoryMetaProps) {
  return (
    <CollectionMeta
      title={name ?? capitalise(category)}
      description={PAGE_META.categoryDescription(name ?? category)}
      canonicalPath={canonicalPath}
      feeds={definition ? [feedLinks.category(definition), feedLinks.site] : [feedLinks.site]}
      items={items}
    />
  );
}
