import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withPageContainer, withStoryLinks } from '../../testing/layout.mocks';
import {
  cardsIn,
  expectFallbackImages,
  expectTitlesCut,
  sectionStories,
} from '../../testing/sections.mocks';
import { LatestNewsSection } from './LatestNewsSection';

const meta = {
  title: 'Home/LatestNewsSection',
  component: LatestNewsSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
} satisfies Meta<typeof LatestNewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = fixtures.mostRecent;

// The generic states take news items; Latest News takes most-recent items, so only the
// shape-free states are reused and the text ones are written here.
const states = sectionStories({
  heading: READER_TEXTS.latestNews,
  items: [],
  cards: HOME_SECTIONS.latest.items,
  titleMax: () => HOME_SECTIONS.latest.title,
});

/** The four newest stories: title (cut at 70), date and image. */
export const Default: Story = {
  args: { items },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: READER_TEXTS.latestNews }),
    ).toBeVisible();
    await expect(cardsIn(canvasElement)).toHaveLength(HOME_SECTIONS.latest.items);
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.ErrorState;

export const LongText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      title: `${item.title}: what it means for readers, and what happens over the coming months`,
    })),
  },
  play: async ({ canvasElement }) =>
    expectTitlesCut(cardsIn(canvasElement), HOME_SECTIONS.latest.title),
};

export const MissingImages: Story = {
  args: { items: items.map((item) => ({ ...item, image: null })) },
  play: async ({ canvasElement }) => expectFallbackImages(canvasElement),
};

export const Small: Story = { ...states.Small, args: { items } };
export const Medium: Story = { ...states.Medium, args: { items } };
