import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory, fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { PageShell } from '../../layout/PageShell/PageShell';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { cardsIn } from '../../testing/sections.mocks';
import { ExtraBlock } from '../ExtraBlock/ExtraBlock';
import { HomePage, type HomePageProps } from './HomePage';

const loaded: HomePageProps = {
  latest: { items: fixtures.mostRecent },
  mostWatched: { items: fixtures.mostWatched },
  tourism: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.tourism.name) },
  business: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.business.name) },
  crime: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.crime.name) },
  politics: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.politics.name) },
  lifestyle: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.lifestyle.name) },
  technology: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.technology.name) },
  sports: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.sports.name) },
};

const loading = { loading: true } as const;

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  decorators: [
    withStoryLinks,
    // The home page as the site shows it: header, main (with the extra block) and footer.
    (Story, { parameters }) => (
      <PageShell
        signedIn={false}
        footerYear={2025}
        extra={
          <ExtraBlock loading={parameters.extraLoading} items={fixtures.mostRecent.slice(4)} />
        }
      >
        <Story />
      </PageShell>
    ),
  ],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: loaded,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTION_ORDER = [
  READER_TEXTS.latestNews,
  READER_TEXTS.mostRead,
  READER_TEXTS.tourism,
  READER_TEXTS.recommended,
  READER_TEXTS.crime,
  READER_TEXTS.politics,
  READER_TEXTS.business,
  READER_TEXTS.lifestyle,
  READER_TEXTS.technology,
  READER_TEXTS.sports,
];

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toBeInTheDocument();
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(sections).toEqual(SECTION_ORDER);
    // 4 + 7 + 3 + 4 + 3 + 6 + 3 + 3 × 4.
    await expect(cardsIn(main)).toHaveLength(42);
    // The shared extra block follows the page, outside `main`.
    const extra = canvas.getByRole('complementary', { name: READER_TEXTS.extraTitle });
    await expect(cardsIn(extra)).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: {
    latest: loading,
    mostWatched: loading,
    tourism: loading,
    business: loading,
    crime: loading,
    politics: loading,
    lifestyle: loading,
    technology: loading,
    sports: loading,
  },
  parameters: { extraLoading: true },
  play: async ({ canvas }) => {
    await expect(cardsIn(canvas.getByRole('main'))).toHaveLength(0);
  },
};

/** Each section on its own: one fails, one is empty, one still loads, the rest show. */
export const MixedStates: Story = {
  name: 'Sections in mixed states',
  args: {
    ...loaded,
    mostWatched: { error: 'Something went wrong on our side', onRetry: fn() },
    crime: { items: [] },
    sports: loading,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: READER_TEXTS.mostRead })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('region', { name: READER_TEXTS.crime })).toHaveTextContent(
      READER_TEXTS.sectionEmpty,
    );
    await expect(canvas.getByRole('region', { name: READER_TEXTS.sports })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(cardsIn(canvas.getByRole('region', { name: READER_TEXTS.tourism }))).toHaveLength(
      3,
    );
  },
};

/**
 * A phone: the lead story keeps its picture, every other story is a compact row
 * (small thumbnail, headline, date), from the same HTML as the desktop's (CSS only).
 */
export const Small: Story = {
  name: 'Small screen',
  globals: atViewport('small'),
  play: async ({ canvas }) => {
    const [lead, ...rest] = cardsIn(canvas.getByRole('main'));
    await expect(lead?.getBoundingClientRect().height).toBeGreaterThan(200);
    for (const card of rest) await expect(card.getBoundingClientRect().height).toBeLessThan(100);
    // Still every story of the page.
    await expect(rest).toHaveLength(41);
  },
};

export const Medium: Story = { name: 'Medium screen', globals: atViewport('medium') };
