import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory, fixtures } from '@byline/api-client/mocks';
import { describe, expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { CategoryPage } from './CategoryPage';

const world = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name);

describe('category page', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    test(`loaded at ${width}px`, async () => {
      await renderAt(
        <CategoryPage
          category="world"
          items={world}
          hasMore
          mostRead={{ items: fixtures.mostWatched }}
        />,
        width,
      );
      await expect.element(screenshotRoot()).toMatchScreenshot(`category-${width}`);
    });

    test(`loading at ${width}px`, async () => {
      await renderAt(
        <CategoryPage category="world" items={[]} loading mostRead={{ loading: true }} />,
        width,
      );
      await expect.element(screenshotRoot()).toMatchScreenshot(`category-loading-${width}`);
    });
  }
});
