import { NEWS_LIST_FIRST_PAGE_SIZE } from './newsListKeys';
import { swrKeys } from './swrKeys';

/** A tag page's list, as its page declares it and `useTagNews` reads it. */
export interface TagNewsRead {
  /** The tag's slug (contract `tagSlug`). */
  tag: string;
  /** The first page starts after this cursor (a paged tag link, `?before=`). */
  startCursor?: string | null;
}

/** The key of a tag list's first page: the category page's size, after its start cursor. */
export function tagNewsFirstPageKey({ tag, startCursor = null }: TagNewsRead) {
  return swrKeys.tagNewsPage(tag, NEWS_LIST_FIRST_PAGE_SIZE, startCursor);
}
