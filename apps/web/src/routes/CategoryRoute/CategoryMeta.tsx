import type { CategoryDefinition, NewsItem } from '@byline/api-client';
import { capitalise, PAGE_META } from '@byline/ui';
import { CollectionMeta } from '../../pageMeta/CollectionMeta';
import { feedLinks } from '../../pageMeta/feedLinks';

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
  return (
    <CollectionMeta
      title={capitalise(category)}
      description={PAGE_META.categoryDescription(category)}
      canonicalPath={canonicalPath}
      feeds={definition ? [feedLinks.category(definition), feedLinks.site] : [feedLinks.site]}
      items={items}
    />
  );
}
