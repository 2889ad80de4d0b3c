import { randomUUID } from 'node:crypto';
import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { READER_TEXTS, SEARCH_TEXTS } from '@byline/ui/constants';
import { publish } from './helpers/reader';
import { authorTest } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Site search in the shipped build against the real database: PostgreSQL-style full-text search
 * (PGlite here), ranked by where the words are, with typo tolerance, filters, and a page that
 * renders on the server.
 */

/** A made-up word no seeded article contains: letters only, so it stays one search term. */
function inventedWord(): string {
  const letters = randomUUID()
    .replace(/[^a-f0-9]/g, '')
    .slice(0, 8)
    .split('')
    .map((digit) => 'bdfghklmnprstvwz'[Number.parseInt(digit, 16)])
    .join('');
  return `quor${letters}`;
}

authorTest(
  'search from the home page: the headline match leads, the word is marked, a result opens its article',
  async ({ page, author }) => {
    const word = inventedWord();
    // The word only in the body, published first (so newer-first order would put it last
    // anyway), then the word in the headline.
    const inBody = await publish(author.token, {
      title: `Harbour lights survey counts the lamps ${word.slice(-4)}`,
      category: CATEGORY_BY_SLUG.world.name,
      content: `<p>The survey team spoke of ${word} at every stop along the coast.</p>`,
    });
    const headline = `The ${word} festival returns to the valley`;
    const inHeadline = await publish(author.token, {
      title: headline,
      category: CATEGORY_BY_SLUG.entertainment.name,
      description: 'Three days of music in the old quarry.',
    });

    await page.goto('/');
    const box = page.getByRole('searchbox', { name: READER_TEXTS.searchNews });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_TEXTS.resultsFor(word));

    const results = page.getByRole('region', { name: SEARCH_TEXTS.results }).getByRole('listitem');
    await expect(results).toHaveCount(2);
    // Ranked by relevance: the headline match first, though both are new.
    await expect(results.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `/article/${inHeadline}`,
    );
    await expect(results.nth(1).getByRole('link')).toHaveAttribute('href', `/article/${inBody}`);
    // The matched word is highlighted in the headline and in the body's snippet.
    await expect(results.nth(0).locator('mark').first()).toHaveText(word);
    await expect(results.nth(1).locator('mark').first()).toHaveText(word);

    await results.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(`/article/${inHeadline}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  },
);

authorTest(
  'the header search finds a misspelt word, and a category filter narrows the results',
  async ({ page, author }) => {
    const word = inventedWord();
    const sportsId = await publish(author.token, {
      title: `The ${word} relay breaks the county record`,
      category: CATEGORY_BY_SLUG.sports.name,
    });
    await publish(author.token, {
      title: `A ${word} market opens on the square`,
      category: CATEGORY_BY_SLUG.business.name,
    });

    await page.goto(`/news/${CATEGORY_BY_SLUG.sports.slug}`);
    await page.getByRole('link', { name: SEARCH_TEXTS.field }).click();
    const field = page.getByRole('search').getByRole('searchbox', { name: SEARCH_TEXTS.field });
    await expect(field).toBeFocused();
    // One letter dropped: no full-text match, so the trigram fallback answers.
    const misspelt = `${word.slice(0, 6)}${word.slice(7)}`;
    await field.fill(misspelt);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?q=${misspelt}`);
    const results = page.getByRole('region', { name: SEARCH_TEXTS.results }).getByRole('listitem');
    await expect(results).toHaveCount(2);

    await page.getByLabel(SEARCH_TEXTS.category).selectOption({
      label: CATEGORY_BY_SLUG.sports.name,
    });
    await page.getByRole('button', { name: SEARCH_TEXTS.apply }).click();
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole('link')).toHaveAttribute('href', `/article/${sportsId}`);
  },
);

authorTest.describe('without JavaScript', () => {
  authorTest.use({ javaScriptEnabled: false });

  authorTest(
    'the search page is whole in the HTML, and a search with no match says what to try',
    async ({ page, author }) => {
      const word = inventedWord();
      const id = await publish(author.token, {
        title: `Night trains return with ${word} sleeper cars`,
        category: CATEGORY_BY_SLUG.tourism.name,
      });
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: READER_TEXTS.searchNews });
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(`/search?q=${word}`);
      await expect(
        page
          .getByRole('region', { name: SEARCH_TEXTS.results })
          .locator(`a[href="/article/${id}"]`),
      ).toBeVisible();
      // Crawlers follow results to the articles, but leave the result pages out of their index.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      );

      const nothing = `${inventedWord()}${inventedWord()}`;
      await page.goto(`/search?q=${nothing}`);
      await expect(page.getByText(SEARCH_TEXTS.noResultsTitle(nothing))).toBeVisible();
      for (const suggestion of SEARCH_TEXTS.suggestions) {
        await expect(page.getByText(suggestion)).toBeVisible();
      }
    },
  );
});
