import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withPageContainer, withStoryLinks } from '../../testing/layout.mocks';
import { sectionStories } from '../../testing/sections.mocks';
import { RecommendedSection } from './CardRowSection';

const items = fixtures.mostWatched;
const { from, to, title, description } = HOME_SECTIONS.recommended;

const meta = {
  title: 'Home/RecommendedSection',
  component: RecommendedSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
} satisfies Meta<typeof RecommendedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most-watched items 7 to 10; titles cut at 70, text at 120. */
const states = sectionStories({
  heading: READER_TEXTS.recommended,
  items: items,
  cards: to - from + 1,
  titleMax: () => title,
  textMax: () => description,
  firstItemId: items[from]?.id,
});

export const Default: Story = states.Default;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.ErrorState;
export const LongText: Story = states.LongText;
export const MissingImages: Story = states.MissingImages;
export const Small: Story = states.Small;
export const Medium: Story = states.Medium;
