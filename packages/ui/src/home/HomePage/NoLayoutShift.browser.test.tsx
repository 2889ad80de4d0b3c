import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory, fixtures } from '@byline/api-client/mocks';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { CategoryPage } from '../../category/CategoryPage/CategoryPage';
import { renderAt, SCREENSHOT_WIDTHS } from '../../testing/visual';
import {
  BusinessSection,
  PoliticsSection,
  RecommendedSection,
  TourismSection,
} from '../CardRowSection/CardRowSection';
import { LifestyleSection } from '../CompactCategorySection/CompactCategorySection';
import { CrimeSection } from '../CrimeSection/CrimeSection';
import { ExtraBlock } from '../ExtraBlock/ExtraBlock';
import { LatestNewsSection } from '../LatestNewsSection/LatestNewsSection';
import { MostReadSection } from '../MostReadSection/MostReadSection';
import { HomePage } from './HomePage';

/**
 * Each list, loading and then loaded, at both widths: the skeleton must take the loaded
 * height, so nothing below it moves when the data arrives.
 */
const CASES: Record<string, (loading: boolean) => ReactElement> = {
  'Latest News': (loading) => <LatestNewsSection loading={loading} items={fixtures.mostRecent} />,
  'Most Read': (loading) => <MostReadSection loading={loading} items={fixtures.mostWatched} />,
  Tourism: (loading) => (
    <TourismSection
      loading={loading}
      items={fixtureNewsInCategory(CATEGORY_BY_SLUG.tourism.name)}
    />
  ),
  Recommended: (loading) => <RecommendedSection loading={loading} items={fixtures.mostWatched} />,
  Crime: (loading) => (
    <CrimeSection loading={loading} items={fixtureNewsInCategory(CATEGORY_BY_SLUG.crime.name)} />
  ),
  Politics: (loading) => (
    <PoliticsSection
      loading={loading}
      items={fixtureNewsInCategory(CATEGORY_BY_SLUG.politics.name)}
    />
  ),
  Business: (loading) => (
    <BusinessSection
      loading={loading}
      items={fixtureNewsInCategory(CATEGORY_BY_SLUG.business.name)}
    />
  ),
  Lifestyle: (loading) => (
    <LifestyleSection
      loading={loading}
      items={fixtureNewsInCategory(CATEGORY_BY_SLUG.lifestyle.name)}
    />
  ),
  // The whole page: on a phone its cards are compact rows, and so are their skeletons.
  'Home page': (loading) => {
    const list = (slug: keyof typeof CATEGORY_BY_SLUG) => ({
      loading,
      items: fixtureNewsInCategory(CATEGORY_BY_SLUG[slug].name),
    });
    return (
      <HomePage
        latest={{ loading, items: fixtures.mostRecent }}
        mostWatched={{ loading, items: fixtures.mostWatched }}
        tourism={list('tourism')}
        business={list('business')}
        crime={list('crime')}
        politics={list('politics')}
        lifestyle={list('lifestyle')}
        technology={list('technology')}
        sports={list('sports')}
      />
    );
  },
  'Extra block': (loading) => <ExtraBlock loading={loading} items={fixtures.mostRecent} />,
  'Category list': (loading) => (
    <CategoryPage
      category="world"
      loading={loading}
      items={loading ? [] : fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name)}
      hasMore
      mostRead={{ loading, items: fixtures.mostWatched }}
    />
  ),
};

const heightOf = async (ui: ReactElement, width: number) => {
  const { getByTestId } = await renderAt(ui, width);
  const height = getByTestId('screenshot-root').getBoundingClientRect().height;
  expect(height).toBeGreaterThan(100);
  return height;
};

describe('skeletons keep the loaded height', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    for (const [name, render] of Object.entries(CASES)) {
      test(`${name} at ${width}px`, async () => {
        const loading = await heightOf(render(true), width);
        const loaded = await heightOf(render(false), width);
        // The category list's LOAD MORE button only shows once loaded.
        expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(1);
      });
    }
  }
});
