import { Stack } from '@mantine/core';
import { NewsCard, type NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { NewsCardSkeleton } from '../../cards/NewsCard/NewsCardSkeleton';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { useUrls } from '../../link';
import { useMessages } from '../../locale';
import { HomeSection, type SectionData } from '../HomeSection/HomeSection';
import { itemRange } from '../ranges';

export interface CompactCategorySectionProps extends SectionData<NewsCardStory> {
  title: string;
  /** The category page the "See all" link opens. */
  moreHref?: string;
}

const {
  from,
  to,
  title: TITLE_MAX,
  description,
  featuredTitle,
  featuredBody,
} = HOME_SECTIONS.compact;

/**
 * Lifestyle, Technology and Sports share this block: item 0 featured (title 70, body 200),
 * then items 1 to 3 (title 50, description 100).
 */
export function CompactCategorySection({
  title,
  moreHref,
  items,
  loading,
  error,
  onRetry,
}: CompactCategorySectionProps) {
  const featured = items?.[0];
  const rest = itemRange(items, from, to);
  return (
    <HomeSection
      title={title}
      moreHref={moreHref}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!featured}
      skeleton={
        <Stack gap="lg">
          <NewsCardSkeleton variant="featured" withText />
          {Array.from({ length: to - from + 1 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <NewsCardSkeleton key={index} variant="horizontal" withText />
          ))}
        </Stack>
      }
    >
      <Stack gap="lg">
        {featured && (
          <NewsCard
            item={featured}
            variant="featured"
            titleMax={featuredTitle}
            textMax={featuredBody}
          />
        )}
        {rest.map((item) => (
          <NewsCard
            key={item.id}
            item={item}
            variant="horizontal"
            titleMax={TITLE_MAX}
            textMax={description}
          />
        ))}
      </Stack>
    </HomeSection>
  );
}

type NamedSectionProps = SectionData<NewsCardStory> & { title?: string };

export function LifestyleSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.lifestyle;
  const urls = useUrls();
  return <CompactCategorySection title={title} moreHref={urls.category('lifestyle')} {...data} />;
}

export function TechnologySection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.technology;
  const urls = useUrls();
  return <CompactCategorySection title={title} moreHref={urls.category('technology')} {...data} />;
}

export function SportsSection({ title: titleProp, ...data }: NamedSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.sports;
  const urls = useUrls();
  return <CompactCategorySection title={title} moreHref={urls.category('sports')} {...data} />;
}
