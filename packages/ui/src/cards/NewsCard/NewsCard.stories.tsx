import { fixtures } from '@byline/api-client/mocks';
import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HOME_SECTIONS, READING_TEXTS } from '../../constants';
import { truncate } from '../../format';
import { fixtureAt, withHostUrls, withStoryLinks } from '../../testing/layout.mocks';
import { NewsCard } from './NewsCard';
import { NewsCardSkeleton } from './NewsCardSkeleton';

const item = fixtureAt(fixtures.newsItems, 0);

const meta = {
  title: 'Cards/NewsCard',
  component: NewsCard,
  decorators: [
    withStoryLinks,
    (Story, { args }) => (
      <div style={{ maxWidth: args.variant === 'horizontal' ? 720 : 380, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { item, titleMax: 70, textMax: 150 },
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: item.title });
    await expect(link).toHaveAttribute('href', `/article/${item.id}`);
    await expect(canvas.getByText(item.source_name, { exact: false })).toBeVisible();
    // en-US date.
    await expect(canvas.getByText('March 16, 2026')).toBeVisible();
    await expect(item.reading_minutes).toBeGreaterThan(0);
    await expect(
      canvas.getByText(READING_TEXTS.minutes(item.reading_minutes), { exact: false }),
    ).toBeVisible();
  },
};

/** A host's URL builder (LinkProvider `urls`) decides where the card leads. */
const hostArticleUrl = (id: number) => `/stories/${id}-from-the-host`;

export const HostArticleUrl: Story = {
  name: "Article link from the host's URLs",
  decorators: [withHostUrls({ article: hostArticleUrl })],
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: item.title });
    await expect(link).toHaveAttribute('href', hostArticleUrl(item.id));
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe(
      hostArticleUrl(item.id),
    );
  },
};

/** An article without text in its body has no reading time. */
export const WithoutReadingTime: Story = {
  name: 'Without a reading time',
  args: { item: { ...item, reading_minutes: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(READING_TEXTS.minutes(0), { exact: false })).toBeNull();
  },
};

export const Horizontal: Story = { args: { variant: 'horizontal' } };

/** A card at the top of a page: its picture loads at once and first; others wait for the screen. */
export const Priority: Story = {
  name: 'Priority (top of the page)',
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image?.fetchPriority).toBe('high');
  },
};

export const NotPriority: Story = {
  name: 'Not priority (loads lazily)',
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image?.fetchPriority).not.toBe('high');
  },
};

export const Compact: Story = { args: { variant: 'compact', textMax: undefined } };

export const Featured: Story = {
  args: { variant: 'featured', textMax: HOME_SECTIONS.mostRead.featuredBody },
};

/** A most-recent item has only a title, a date and an image. */
export const MostRecentItem: Story = {
  name: 'Most recent item',
  args: { item: fixtureAt(fixtures.mostRecent, 1), variant: 'compact', textMax: undefined },
};

/**
 * Another newsroom's story, from its own CMS: a card takes only the few fields it shows
 * (`NewsCardStory`), here an id, a headline, a date and a standfirst, without picture or source.
 */
const otherCmsStory = {
  id: 501,
  title: 'Estuary tide gauges record the highest spring tide in forty years',
  date: '2026-03-16T09:00:00.000Z',
  description: 'Harbour engineers said the new flood gates held, and the ferry resumed by noon.',
};

export const FromAnotherCms: Story = {
  name: 'From another CMS',
  args: { item: otherCmsStory },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: otherCmsStory.title })).toHaveAttribute(
      'href',
      `/article/${otherCmsStory.id}`,
    );
    await expect(canvas.getByText(otherCmsStory.description)).toBeVisible();
    // No source and no reading time: the date line is the date alone.
    await expect(canvas.getByText('March 16, 2026').parentElement?.textContent).toBe(
      'March 16, 2026',
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute('data-fallback', 'true');
  },
};

const longItem = {
  ...item,
  title: `${item.title}, and a great deal more besides that makes the headline long`,
  description: `${item.description} ${item.description}`,
};

/** Title and text cut at whole words, each within its limit plus the ellipsis. */
export const LongText: Story = {
  args: { item: longItem },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.textContent).toBe(truncate(longItem.title, args.titleMax ?? 0));
    await expect(heading.textContent?.endsWith('...')).toBe(true);
    // The original goes on with a space or punctuation where the kept text stops.
    const kept = heading.textContent?.slice(0, -3) ?? '';
    await expect(longItem.title.startsWith(kept)).toBe(true);
    await expect(longItem.title.charAt(kept.length)).toMatch(/[^\p{L}\p{N}]/u);
    const text = canvas.getByText(/^Fourteen port cities/);
    await expect(text.textContent).toBe(truncate(longItem.description, args.textMax ?? 0));
    await expect(text.textContent?.endsWith('...')).toBe(true);
  },
};

export const MissingImage: Story = {
  args: { item: { ...item, image_url: null } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('data-fallback', 'true');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml|\.svg/);
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  args: { item: { ...item, image_url: 'fixtures/does-not-exist.png' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image).toHaveAttribute('data-fallback', 'true'), { timeout: 3000 });
  },
};

export const Loading: Story = {
  render: (args) => (
    <NewsCardSkeleton variant={args.variant} withText={args.textMax !== undefined} />
  ),
};

/** A card and its skeleton side by side: every variant keeps its height when data arrives. */
export const SkeletonMatchesCard: Story = {
  name: 'Skeleton beside each card',
  decorators: [
    (Story) => (
      <div style={{ width: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SimpleGrid cols={2} spacing="md">
      {(['vertical', 'horizontal', 'compact', 'featured'] as const).flatMap((variant) => [
        <div key={`${variant}-card`} data-testid={`${variant}-card`}>
          <NewsCard {...args} variant={variant} textMax={variant === 'compact' ? undefined : 150} />
        </div>,
        <div key={`${variant}-skeleton`} data-testid={`${variant}-skeleton`}>
          <NewsCardSkeleton variant={variant} withText={variant !== 'compact'} />
        </div>,
      ])}
    </SimpleGrid>
  ),
  play: async ({ canvas }) => {
    for (const variant of ['vertical', 'horizontal', 'compact', 'featured']) {
      const card = canvas.getByTestId(`${variant}-card`).firstElementChild as HTMLElement;
      const skeleton = canvas.getByTestId(`${variant}-skeleton`).firstElementChild as HTMLElement;
      await expect(Math.round(skeleton.getBoundingClientRect().height)).toBe(
        Math.round(card.getBoundingClientRect().height),
      );
    }
  },
};
