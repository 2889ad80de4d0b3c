import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withPageContainer, withStoryLinks } from '../../testing/layout.mocks';
import { sectionStories } from '../../testing/sections.mocks';
import { CrimeSection } from './CrimeSection';

const items = fixtureNewsInCategory(CATEGORY_BY_SLUG.crime.name);
const { mainDescription, sideDescription, sideItems } = HOME_SECTIONS.crime;

const meta = {
  title: 'Home/CrimeSection',
  component: CrimeSection,
  decorators: [withStoryLinks, withPageContainer],
  parameters: viewportParameters,
} satisfies Meta<typeof CrimeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One main item (description at 200) and two side items (description at 150). */
const states = sectionStories({
  heading: READER_TEXTS.crime,
  items: items,
  cards: 1 + sideItems,
  titleMax: () => 70,
  textMax: (index) => (index === 0 ? mainDescription : sideDescription),
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
