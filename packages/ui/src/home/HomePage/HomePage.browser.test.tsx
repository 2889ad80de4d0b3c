import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory, fixtures } from '@byline/api-client/mocks';
import { Container, SimpleGrid } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import {
  BusinessSection,
  PoliticsSection,
  RecommendedSection,
  TourismSection,
} from '../CardRowSection/CardRowSection';
import {
  LifestyleSection,
  SportsSection,
  TechnologySection,
} from '../CompactCategorySection/CompactCategorySection';
import { CrimeSection } from '../CrimeSection/CrimeSection';
import { ExtraBlock } from '../ExtraBlock/ExtraBlock';
import { LatestNewsSection } from '../LatestNewsSection/LatestNewsSection';
import { MostReadSection } from '../MostReadSection/MostReadSection';

/** Every home section, loaded with the mock fixtures; one baseline per section and width. */
const SECTIONS: Record<string, ReactElement> = {
  'latest-news': <LatestNewsSection items={fixtures.mostRecent} />,
  'most-read': <MostReadSection items={fixtures.mostWatched} />,
  tourism: <TourismSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.tourism.name)} />,
  recommended: <RecommendedSection items={fixtures.mostWatched} />,
  crime: <CrimeSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.crime.name)} />,
  politics: <PoliticsSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.politics.name)} />,
  business: <BusinessSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.business.name)} />,
  // Side by side, as the home page shows them.
  'lifestyle-technology-sports': (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
      <LifestyleSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.lifestyle.name)} />
      <TechnologySection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.technology.name)} />
      <SportsSection items={fixtureNewsInCategory(CATEGORY_BY_SLUG.sports.name)} />
    </SimpleGrid>
  ),
  'most-read-loading': <MostReadSection loading />,
  'crime-loading': <CrimeSection loading />,
};

describe('home sections', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    for (const [name, section] of Object.entries(SECTIONS)) {
      test(`${name} at ${width}px`, async () => {
        await renderAt(<Container size="xl">{section}</Container>, width);
        await expect.element(screenshotRoot()).toMatchScreenshot(`${name}-${width}`);
      });
    }
    test(`extra block at ${width}px`, async () => {
      await renderAt(<ExtraBlock items={fixtures.mostRecent} />, width);
      await expect.element(screenshotRoot()).toMatchScreenshot(`extra-block-${width}`);
    });
  }
});
