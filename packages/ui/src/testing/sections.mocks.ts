/**
 * Story-only checks shared by the home sections' play functions: how many cards show, and
 * whether titles and texts are cut at the spec's lengths.
 */
import type { NewsItem } from '@byline/api-client/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_TEXTS } from '../constants';
import { atViewport } from './layout.mocks';

/** Fixture items with long titles and descriptions (spread from the real fixtures). */
export const withLongText = (items: readonly NewsItem[]): NewsItem[] =>
  items.map((item) => ({
    ...item,
    title: `${item.title}: what it means for readers, and what happens over the coming months`,
    description: Array.from({ length: 6 }, () => item.description).join(' '),
  }));

/** Fixture items without images. */
export const withoutImages = (items: readonly NewsItem[]): NewsItem[] =>
  items.map((item) => ({ ...item, image_url: null }));

/** The section's cards: every card is an `article`. */
export const cardsIn = (root: HTMLElement) => within(root).queryAllByRole('article');

/** Every card title in `cards` is at most `max` characters plus the ellipsis, and cut ones end with it. */
export async function expectTitlesCut(cards: HTMLElement[], max: number) {
  for (const card of cards) {
    const title = within(card).getByRole('heading').textContent ?? '';
    await expect(title.length).toBeLessThanOrEqual(max + 3);
    await expect(title.endsWith('...')).toBe(true);
  }
}

/** Every card text in `cards` is at most `max` characters plus the ellipsis. */
export async function expectTextsCut(cards: HTMLElement[], max: number) {
  for (const card of cards) {
    const text = card.querySelector('p')?.textContent ?? '';
    await expect(text.length).toBeLessThanOrEqual(max + 3);
    await expect(text.endsWith('...')).toBe(true);
  }
}

/** Every image in `root` is the fallback. */
export async function expectFallbackImages(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll('img'));
  await expect(images.length).toBeGreaterThan(0);
  for (const image of images) await expect(image).toHaveAttribute('data-fallback', 'true');
}

export interface SectionStoryOptions {
  /** The section's h2. */
  heading: string;
  /** What Default shows. */
  items: readonly NewsItem[];
  /** How many cards Default shows. */
  cards: number;
  /** The cut lengths, per card position (featured cards may differ from the rest). */
  titleMax: (index: number) => number;
  textMax?: (index: number) => number;
  /** Where the first card links (the first item the section shows). */
  firstItemId?: number;
}

/**
 * The states every home section has, as story objects: Default, Loading, Empty, ErrorState,
 * LongText, MissingImages, Small and Medium. Each story file re-exports them by name.
 */
export function sectionStories(options: SectionStoryOptions) {
  const { heading, items, cards, titleMax, textMax, firstItemId } = options;
  return {
    Default: {
      args: { items },
      play: async ({ canvas, canvasElement }: PlayContext) => {
        await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        const shown = cardsIn(canvasElement);
        await expect(shown).toHaveLength(cards);
        if (firstItemId !== undefined) {
          await expect(within(shown[0] as HTMLElement).getByRole('link')).toHaveAttribute(
            'href',
            `/article/${firstItemId}`,
          );
        }
      },
    },
    Loading: {
      args: { items: undefined, loading: true },
      play: async ({ canvas, canvasElement }: PlayContext) => {
        await expect(canvas.getByRole('region', { name: heading })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        await expect(cardsIn(canvasElement)).toHaveLength(0);
      },
    },
    Empty: {
      args: { items: [] },
      play: async ({ canvas }: PlayContext) => {
        await expect(canvas.getByText(READER_TEXTS.sectionEmpty)).toBeVisible();
      },
    },
    ErrorState: {
      name: 'Error, with retry',
      args: { items: undefined, error: 'Something went wrong on our side', onRetry: fn() },
      play: async ({ canvas, args }: PlayContext & { args: { onRetry?: () => void } }) => {
        await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
        await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
        await expect(args.onRetry).toHaveBeenCalledOnce();
      },
    },
    LongText: {
      args: { items: withLongText(items) },
      play: async ({ canvasElement }: PlayContext) => {
        const shown = cardsIn(canvasElement);
        await expect(shown).toHaveLength(cards);
        for (const [index, card] of shown.entries()) {
          await expectTitlesCut([card], titleMax(index));
          if (textMax) await expectTextsCut([card], textMax(index));
        }
      },
    },
    MissingImages: {
      args: { items: withoutImages(items) },
      play: async ({ canvasElement }: PlayContext) => expectFallbackImages(canvasElement),
    },
    Small: { name: 'Small screen', args: { items }, globals: atViewport('small') },
    Medium: { name: 'Medium screen', args: { items }, globals: atViewport('medium') },
  };
}

interface PlayContext {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
}
