import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withPageContainer, withStoryLinks } from '../../testing/layout.mocks';
import { sectionStories } from '../../testing/sections.mocks';
import { BusinessSection } from './CardRowSection';

const items = fixtureNewsInCategory(CATEGORY_BY_SLUG.business.name);

const meta = {
  title: 'Home/BusinessSection',
  component: BusinessSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
} satisfies Meta<typeof BusinessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 3 business items; titles cut at 70, text at 150. */
const states = sectionStories({
  heading: READER_TEXTS.business,
  items: items,
  cards: HOME_SECTIONS.business.items,
  titleMax: () => HOME_SECTIONS.business.title,
  textMax: () => HOME_SECTIONS.business.text,
  firstItemId: items[0]?.id,
});

export const Default: Story = states.Default;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.ErrorState;
export const LongText: Story = states.LongText;
export const MissingImages: Story = states.MissingImages;
export const Small: Story = states.Small;
export const Medium: Story = states.Medium;
