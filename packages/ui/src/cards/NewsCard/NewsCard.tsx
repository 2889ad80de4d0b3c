import type { MostRecentItem, NewsItem } from '@byline/api-client/contract';
import { Box, Text, Title, type TitleOrder } from '@mantine/core';
import { type Ref, useContext } from 'react';
import { READING_TEXTS } from '../../constants';
import { truncate } from '../../format';
import { AppLink, useUrls } from '../../link';
import { RelativeTime, useMessages } from '../../locale';
import { MediaImage } from '../../media';
import classes from './NewsCard.module.css';
import { PhoneRowsContext } from './phoneRows';

/** Below `sm` (NewsCard.module.css), the width of a phone's screen. */
const PHONE = '(max-width: 47.99em)';

/**
 * How wide each variant's picture is shown (`sizes`), so the browser picks the smallest copy in
 * `srcset` that fills it: the figures follow NewsCard.module.css and the grids' columns.
 */
function imageSizes(variant: NewsCardVariant, split: boolean, phoneRow: boolean): string {
  const wide =
    variant === 'horizontal' ? '220px' : variant === 'compact' ? '88px' : split ? '60vw' : '33vw';
  if (phoneRow) return `${PHONE} 64px, ${wide}`;
  if (variant === 'horizontal') return `${PHONE} 34vw, ${wide}`;
  return variant === 'compact' ? wide : `${PHONE} 100vw, ${wide}`;
}

/**
 * - `vertical`: image above the text (grids);
 * - `horizontal`: image beside the text (lists);
 * - `compact`: a small square thumbnail, title and date (sidebars);
 * - `featured`: a large lead story with a longer body.
 */
export type NewsCardVariant = 'vertical' | 'horizontal' | 'compact' | 'featured';

/**
 * A story as a card shows it: a few fields of the API's news item, so an API `NewsItem` is one
 * and another CMS can make one. Leave out what you do not have (no text, source or reading time).
 */
export type NewsCardStory = Pick<NewsItem, 'id' | 'title' | 'date'> &
  Partial<
    Pick<NewsItem, 'description' | 'image_url' | 'pub_date' | 'source_name' | 'reading_minutes'>
  >;
/** A most-recent item as a card shows it: title, date and picture. */
export type NewsCardRecent = Pick<MostRecentItem, 'id' | 'title' | 'date' | 'image'>;
/** What a card takes: a story, or a most-recent item. */
export type NewsCardItem = NewsCardStory | NewsCardRecent;

export interface NewsCardProps {
  item: NewsCardItem;
  variant?: NewsCardVariant;
  /** Cut length of the title (each section has its own). */
  titleMax?: number;
  /** Cut length of the description; leave out to show no text. */
  textMax?: number;
  /** Level of the title heading, so cards fit the page's heading outline. */
  headingOrder?: TitleOrder;
  /** Show the source and date line (default true). */
  showMeta?: boolean;
  /** Featured only: image beside the text from the `sm` breakpoint up (a wide lead story). */
  split?: boolean;
  /** Top of the page: the image loads eagerly, with high priority. */
  priority?: boolean;
  /** Lead story: keeps its picture where a phone shows compact rows (`data-phone-rows`). */
  lead?: boolean;
  /** Ref to the root `<article>`. */
  ref?: Ref<HTMLElement>;
}

/** What a card shows, from either item shape. */
function cardContent(item: NewsCardItem) {
  if ('image' in item) {
    return { image: item.image, text: '', source: '', date: item.date, minutes: 0 };
  }
  return {
    image: item.image_url ?? null,
    text: item.description ?? '',
    source: item.source_name ?? '',
    date: item.pub_date ?? item.date,
    minutes: item.reading_minutes ?? 0,
  };
}

/** A story teaser linking to /article/{id}: image (or the fallback), title, text, source and date. */
export function NewsCard({
  item,
  variant = 'vertical',
  titleMax,
  textMax,
  headingOrder = 3,
  showMeta = true,
  split = false,
  priority = false,
  lead = false,
  ref,
}: NewsCardProps) {
  const readingTexts = useMessages(READING_TEXTS);
  const urls = useUrls();
  const phoneRow = useContext(PhoneRowsContext) && !lead;
  const content = cardContent(item);
  const title = titleMax ? truncate(item.title, titleMax) : item.title;
  const text = textMax && content.text ? truncate(content.text, textMax) : '';

  return (
    <Box
      ref={ref}
      component="article"
      className={classes.card}
      data-variant={variant}
      data-split={split || undefined}
      data-lead={lead || undefined}
    >
      <div className={classes.media}>
        {/* Decorative: the title beside it names the story. Mantine swaps in the fallback (and
            marks it data-fallback) when the path is missing or the image fails to load. */}
        <MediaImage
          className={classes.image}
          path={content.image}
          sizes={imageSizes(variant, split, phoneRow)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </div>
      <div className={classes.details}>
        <Title order={headingOrder} className={classes.title}>
          <AppLink href={urls.article(item.id)} className={classes.link}>
            {title}
          </AppLink>
        </Title>
        {textMax !== undefined && (
          <Text component="p" className={classes.text}>
            {text}
          </Text>
        )}
        {showMeta && (
          <Text component="p" className={classes.meta}>
            {content.source && <span>{content.source} · </span>}
            <RelativeTime date={content.date} />
            {content.minutes > 0 && <span> · {readingTexts.minutes(content.minutes)}</span>}
          </Text>
        )}
      </div>
    </Box>
  );
}
