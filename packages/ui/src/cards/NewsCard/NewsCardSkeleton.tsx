import { Skeleton } from '@mantine/core';
import type { NewsCardVariant } from './NewsCard';
import classes from './NewsCard.module.css';

export interface NewsCardSkeletonProps {
  variant?: NewsCardVariant;
  /** Match a card that shows text (the card's `textMax` is set). */
  withText?: boolean;
  withMeta?: boolean;
  /** Match a featured card with `split`. */
  split?: boolean;
  /** Match the page's lead story (NewsCard `lead`). */
  lead?: boolean;
}

/**
 * A card's placeholder while loading. It uses the card's own classes, so every box (image,
 * title lines, text lines, meta line) has the loaded card's size: no layout shift.
 */
export function NewsCardSkeleton({
  variant = 'vertical',
  withText = false,
  withMeta = true,
  split = false,
  lead = false,
}: NewsCardSkeletonProps) {
  return (
    <div
      className={classes.card}
      data-variant={variant}
      data-split={split || undefined}
      data-lead={lead || undefined}
      aria-hidden="true"
    >
      <Skeleton className={classes.media} radius="sm" />
      <div className={classes.details}>
        <Skeleton className={classes.title} />
        {withText && <Skeleton className={classes.text} />}
        {withMeta && <Skeleton className={classes.meta} width="45%" />}
      </div>
    </div>
  );
}
