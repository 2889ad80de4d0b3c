import { Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { NewsCardVariant } from './NewsCard';
import classes from './NewsCard.module.css';

export interface NewsCardSkeletonProps {
  variant?: NewsCardVariant;
  /** Match a card that shows text (the card's `textMax` is set). */
  withText?: boolean;
  withMeta?: boolean;
  /** Match a featured card with `split`. */
  split?: boolean;
}

/**
 * One grey, pulsing box: Mantine's Skeleton styles on a plain element. A loading home page
 * shows some 200 of them, and as components each ran Mantine's props and styles machinery,
 * a measurable part of the first render on a phone; the look is the same.
 */
function Bone({
  className,
  width,
  radius,
}: {
  className?: string;
  width?: string;
  radius?: string;
}) {
  const vars = {
    ...(width ? { '--skeleton-width': width } : {}),
    ...(radius ? { '--skeleton-radius': radius } : {}),
  } as CSSProperties;
  return (
    <div
      className={[Skeleton.classes.root, className].filter(Boolean).join(' ')}
      data-visible
      data-animate
      style={vars}
    />
  );
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
}: NewsCardSkeletonProps) {
  return (
    <div
      className={classes.card}
      data-variant={variant}
      data-split={split || undefined}
      aria-hidden="true"
    >
      <Bone className={classes.media} radius="var(--mantine-radius-sm)" />
      <div className={classes.body}>
        <Bone className={classes.title} />
        {withText && <Bone className={classes.text} />}
        {withMeta && <Bone className={classes.meta} width="45%" />}
      </div>
    </div>
  );
}
