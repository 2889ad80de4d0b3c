import type { NewsCardRecent } from '../../cards/NewsCard/NewsCard';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { HomeSection, type SectionData } from '../HomeSection/HomeSection';
import { NewsGrid, NewsGridSkeleton } from '../NewsGrid/NewsGrid';
import { itemRange } from '../ranges';

export interface LatestNewsSectionProps extends SectionData<NewsCardRecent> {
  title?: string;
}

const COLS = { base: 1, xs: 2, md: 4 };
const { items: COUNT, title: TITLE_MAX } = HOME_SECTIONS.latest;

/** The newest stories (the most-recent call): four cards with title, date and image. */
export function LatestNewsSection({
  items,
  loading,
  error,
  onRetry,
  title: titleProp,
}: LatestNewsSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.latestNews;
  const shown = itemRange(items, 0, COUNT - 1);
  return (
    <HomeSection
      title={title}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={shown.length === 0}
      skeleton={<NewsGridSkeleton count={COUNT} cols={COLS} lead />}
    >
      {/* The first section of the home page: its pictures are the page's largest paint, and its
          first story is the page's lead (the one picture card on a phone). */}
      <NewsGrid items={shown} cols={COLS} titleMax={TITLE_MAX} priority lead />
    </HomeSection>
  );
}
