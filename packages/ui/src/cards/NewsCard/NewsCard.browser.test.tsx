import { fixtures } from '@byline/api-client/mocks';
import { SimpleGrid } from '@mantine/core';
import { expect, test } from 'vitest';
import { fixtureAt } from '../../testing/layout.mocks';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { NewsCard } from './NewsCard';
import { NewsCardSkeleton } from './NewsCardSkeleton';

const item = fixtureAt(fixtures.newsItems, 0);

for (const width of SCREENSHOT_WIDTHS) {
  test(`news card variants at ${width}px`, async () => {
    await renderAt(
      <SimpleGrid cols={width > 600 ? 4 : 1} p="md">
        <NewsCard item={item} titleMax={70} textMax={150} />
        <NewsCard
          item={{ ...item, image_url: null }}
          variant="horizontal"
          titleMax={70}
          textMax={150}
        />
        <NewsCard item={item} variant="compact" titleMax={50} />
        <NewsCardSkeleton withText />
      </SimpleGrid>,
      width,
    );
    await expect.element(screenshotRoot()).toMatchScreenshot(`news-cards-${width}`);
  });
}
