import { NewsCard, type NewsCardItem, type NewsCardVariant } from '../../cards/NewsCard/NewsCard';
import { NewsCardSkeleton } from '../../cards/NewsCard/NewsCardSkeleton';
import { type ColumnCounts, ColumnGrid } from '../../layout/ColumnGrid/ColumnGrid';

export interface NewsGridProps {
  items: readonly NewsCardItem[];
  /** Columns per breakpoint, e.g. `{ base: 1, sm: 2, md: 3 }`. */
  cols: ColumnCounts;
  variant?: NewsCardVariant;
  titleMax?: number;
  textMax?: number;
  /** The grid opens the page: its images load first (only the lead's with `lead`). */
  priority?: boolean;
  /** The first card is the page's lead story (see NewsCard `lead`). */
  lead?: boolean;
}

/** A grid of cards; every home section that is "n cards in a row" uses it. */
export function NewsGrid({
  items,
  cols,
  variant = 'vertical',
  titleMax,
  textMax,
  priority = false,
  lead = false,
}: NewsGridProps) {
  return (
    <ColumnGrid cols={cols} spacing="lg" verticalSpacing="xl">
      {items.map((item, index) => (
        <NewsCard
          key={item.id}
          item={item}
          variant={variant}
          titleMax={titleMax}
          textMax={textMax}
          priority={priority && (!lead || index === 0)}
          lead={lead && index === 0}
        />
      ))}
    </ColumnGrid>
  );
}

export interface NewsGridSkeletonProps {
  count: number;
  cols: ColumnCounts;
  variant?: NewsCardVariant;
  withText?: boolean;
  /** The first placeholder stands for the page's lead story (see NewsCard `lead`). */
  lead?: boolean;
}

/** The grid while loading: `count` card skeletons in the same columns. */
export function NewsGridSkeleton({
  count,
  cols,
  variant = 'vertical',
  withText = false,
  lead = false,
}: NewsGridSkeletonProps) {
  return (
    <ColumnGrid cols={cols} spacing="lg" verticalSpacing="xl">
      {Array.from({ length: count }, (_, index) => (
        // Placeholders have no identity but their position.
        <NewsCardSkeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          key={index}
          variant={variant}
          withText={withText}
          lead={lead && index === 0}
        />
      ))}
    </ColumnGrid>
  );
}
