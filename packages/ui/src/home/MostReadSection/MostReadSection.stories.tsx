import { fixtures, MOCK_SERVER_ERROR_MESSAGE } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import {
  atViewport,
  viewportParameters,
  withPageContainer,
  withStoryLinks,
} from '../../testing/layout.mocks';
import {
  cardsIn,
  expectFallbackImages,
  expectTextsCut,
  expectTitlesCut,
  withLongText,
  withoutImages,
} from '../../testing/sections.mocks';
import { MostReadSection } from './MostReadSection';

const meta = {
  title: 'Home/MostReadSection',
  component: MostReadSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: { items: fixtures.mostWatched },
} satisfies Meta<typeof MostReadSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: READER_TEXTS.mostRead }),
    ).toBeVisible();
    // Item 0 featured, items 1 to 6 in the grid.
    const cards = cardsIn(canvasElement);
    await expect(cards).toHaveLength(7);
    await expect(cards[0]).toHaveAttribute('data-variant', 'featured');
    const featuredLink = within(cards[0] as HTMLElement).getByRole('link');
    await expect(featuredLink).toHaveAttribute('href', `/article/${fixtures.mostWatched[0]?.id}`);
    await expect(within(cards[6] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/article/${fixtures.mostWatched[6]?.id}`,
    );
    // The search box is there and does nothing.
    const search = canvas.getByRole('searchbox', { name: READER_TEXTS.searchNews });
    await userEvent.type(search, 'floods{Enter}');
    await expect(cardsIn(canvasElement)).toHaveLength(7);
  },
};

export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: READER_TEXTS.mostRead })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(cardsIn(canvasElement)).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(READER_TEXTS.sectionEmpty)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { items: undefined, error: MOCK_SERVER_ERROR_MESSAGE, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { items: withLongText(fixtures.mostWatched) },
  play: async ({ canvasElement }) => {
    const [featured, ...grid] = cardsIn(canvasElement);
    const { title, description, featuredBody } = HOME_SECTIONS.mostRead;
    await expectTitlesCut([featured as HTMLElement, ...grid], title);
    await expectTextsCut([featured as HTMLElement], featuredBody);
    await expectTextsCut(grid, description);
  },
};

export const MissingImages: Story = {
  args: { items: withoutImages(fixtures.mostWatched) },
  play: async ({ canvasElement }) => expectFallbackImages(canvasElement),
};

/** Fewer items than the grid holds: the grid shows what there is. */
export const FewItems: Story = {
  name: 'Fewer stories than the grid holds',
  args: { items: fixtures.mostWatched.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(cardsIn(canvasElement)).toHaveLength(3);
  },
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };

export const Medium: Story = { name: 'Medium screen', globals: atViewport('medium') };
