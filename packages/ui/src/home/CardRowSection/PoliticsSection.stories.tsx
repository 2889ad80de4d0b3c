import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withPageContainer, withStoryLinks } from '../../testing/layout.mocks';
import { sectionStories } from '../../testing/sections.mocks';
import { PoliticsSection } from './CardRowSection';

const items = fixtureNewsInCategory(CATEGORY_BY_SLUG.politics.name);
const { from, to, title, description } = HOME_SECTIONS.politics;

const meta = {
  title: 'Home/PoliticsSection',
  component: PoliticsSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
} satisfies Meta<typeof PoliticsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items 1 to 6 (item 0 is not shown); titles cut at 70, descriptions at 150. */
const states = sectionStories({
  heading: READER_TEXTS.politics,
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
