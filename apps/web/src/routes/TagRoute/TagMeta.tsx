import { FEED_PATHS, FEED_TITLES, type NewsItem } from '@byline/api-client';
import { SHARING_TEXTS, TAG_PAGE_TEXTS, useMessages } from '@byline/ui';
import { CollectionMeta } from '../../pageMeta/CollectionMeta';
import { feedLinks } from '../../pageMeta/feedLinks';

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
  const sharingTexts = useMessages(SHARING_TEXTS);
  const tagTexts = useMessages(TAG_PAGE_TEXTS);
  return (
    <CollectionMeta
      title={sharingTexts.tag(name)}
      description={tagTexts.description(name)}
      canonicalPath={canonicalPath}
      feeds={[{ title: FEED_TITLES.tag(name), path: FEED_PATHS.tagFeed(slug) }, feedLinks.site]}
      items={items}
    />
  );
}
