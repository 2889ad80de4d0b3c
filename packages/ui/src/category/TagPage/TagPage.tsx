import { SHARING_TEXTS } from '../../constants/sharingTexts';
import { useMessages } from '../../locale';
import { CategoryPage, type CategoryPageProps } from '../CategoryPage/CategoryPage';

export interface TagPageProps
  extends Omit<
    CategoryPageProps,
    'category' | 'title' | 'searchable' | 'onSearch' | 'initialQuery' | 'searchFieldName'
  > {
  /** The tag as its newest article writes it (`Climate Change`). */
  name: string;
}

/**
 * A tag's page: `#Climate Change`, the live articles carrying the tag a page at a time (10, then
 * 5 more per LOAD MORE, a link without JavaScript) and Most Read, laid out as a category page.
 */
export function TagPage({ name, ...list }: TagPageProps) {
  const texts = useMessages(SHARING_TEXTS);
  return <CategoryPage category={name} title={texts.tag(name)} searchable={false} {...list} />;
}
