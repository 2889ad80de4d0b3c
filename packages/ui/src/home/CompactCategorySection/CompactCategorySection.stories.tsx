import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { cardsIn, sectionStories } from '../../testing/sections.mocks';
import { CompactCategorySection } from './CompactCategorySection';

const meta = {
  title: 'Home/CompactCategorySection',
  component: CompactCategorySection,
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size={420}>
        <Story />
      </Container>
    ),
  ],
  parameters: viewportParameters,
  args: { title: READER_TEXTS.lifestyle, moreHref: '/news/lifestyle' },
} satisfies Meta<typeof CompactCategorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

const lifestyle = fixtureNewsInCategory(CATEGORY_BY_SLUG.lifestyle.name);
const { from, to, title, description, featuredTitle, featuredBody } = HOME_SECTIONS.compact;

/** Lifestyle, Technology and Sports: item 0 featured (70/200), items 1 to 3 (50/100). */
const states = sectionStories({
  heading: READER_TEXTS.lifestyle,
  items: lifestyle,
  cards: 1 + (to - from + 1),
  titleMax: (index) => (index === 0 ? featuredTitle : title),
  textMax: (index) => (index === 0 ? featuredBody : description),
  firstItemId: lifestyle[0]?.id,
});

export const Lifestyle: Story = {
  ...states.Default,
  play: async (context) => {
    await states.Default.play(context);
    await expect(cardsIn(context.canvasElement)[0]).toHaveAttribute('data-variant', 'featured');
    await expect(context.canvas.getByRole('link', { name: 'See all Lifestyle' })).toHaveAttribute(
      'href',
      '/news/lifestyle',
    );
  },
};

export const Technology: Story = {
  args: {
    title: 'Technology',
    moreHref: '/news/technology',
    items: fixtureNewsInCategory('Technology'),
  },
};

export const Sports: Story = {
  args: { title: 'Sports', moreHref: '/news/sports', items: fixtureNewsInCategory('Sports') },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.ErrorState;
export const LongText: Story = states.LongText;
export const MissingImages: Story = states.MissingImages;
export const Small: Story = states.Small;
