import type { NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import type { ColumnCounts } from '../../layout/ColumnGrid/ColumnGrid';
import { useUrls } from '../../link';
import { useMessages } from '../../locale';
import { HomeSection, type SectionData } from '../HomeSection/HomeSection';
import { NewsGrid, NewsGridSkeleton } from '../NewsGrid/NewsGrid';
import { itemRange } from '../ranges';

export interface CardRowSectionProps extends SectionData<NewsCardStory> {
  title: string;
  /** The category page the "See all" link opens. */
  moreHref?: string;
  /** First item shown (zero-based, inclusive). */
  from: number;
  /** Last item shown (inclusive). */
  to: number;
  titleMax: number;
  textMax: number;
  cols?: ColumnCounts;
}

const THREE_COLS = { base: 1, sm: 2, md: 3 };
const FOUR_COLS = { base: 1, sm: 2, md: 4 };

/** A row of cards from a range of one list: Tourism News and Business News. */
export function CardRowSection({
  title,
  moreHref,
  items,
  loading,
  error,
  onRetry,
  from,
  to,
  titleMax,
  textMax,
  cols = THREE_COLS,
}: CardRowSectionProps) {
  const shown = itemRange(items, from, to);
  return (
    <HomeSection
      title={title}
      moreHref={moreHref}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={shown.length === 0}
      skeleton={<NewsGridSkeleton count={to - from + 1} cols={cols} withText />}
    >
      <NewsGrid items={shown} cols={cols} titleMax={titleMax} textMax={textMax} />
    </HomeSection>
  );
}

type NamedSectionProps = SectionData<NewsCardStory> & { title?: string };

/** Tourism News: the first 3 tourism items, titles at 70 and text at 150 characters. */
export function TourismSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.tourism;
  const urls = useUrls();
  const { items, title: titleMax, text } = HOME_SECTIONS.tourism;
  return (
    <CardRowSection
      title={title}
      moreHref={urls.category('tourism')}
      from={0}
      to={items - 1}
      titleMax={titleMax}
      textMax={text}
      {...data}
    />
  );
}

/** Business News: the first 3 business items, titles at 70 and text at 150 characters. */
export function BusinessSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.business;
  const urls = useUrls();
  const { items, title: titleMax, text } = HOME_SECTIONS.business;
  return (
    <CardRowSection
      title={title}
      moreHref={urls.category('business')}
      from={0}
      to={items - 1}
      titleMax={titleMax}
      textMax={text}
      {...data}
    />
  );
}

/** Recommended For You: most-watched items 7 to 10 (after the ones Most Read shows). */
export function RecommendedSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.recommended;
  const { from, to, title: titleMax, description } = HOME_SECTIONS.recommended;
  return (
    <CardRowSection
      title={title}
      from={from}
      to={to}
      titleMax={titleMax}
      textMax={description}
      cols={FOUR_COLS}
      {...data}
    />
  );
}

/** Politics: items 1 to 6, titles at 70 and descriptions at 150 characters. */
export function PoliticsSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.politics;
  const urls = useUrls();
  const { from, to, title: titleMax, description } = HOME_SECTIONS.politics;
  return (
    <CardRowSection
      title={title}
      moreHref={urls.category('politics')}
      from={from}
      to={to}
      titleMax={titleMax}
      textMax={description}
      {...data}
    />
  );
}
