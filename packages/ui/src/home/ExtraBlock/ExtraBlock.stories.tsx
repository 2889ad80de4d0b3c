import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { cardsIn } from '../../testing/sections.mocks';
import { ExtraBlock } from './ExtraBlock';

const meta = {
  title: 'Home/ExtraBlock',
  component: ExtraBlock,
  decorators: [withStoryLinks],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: { items: fixtures.mostRecent },
} satisfies Meta<typeof ExtraBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Complementary, so a reader view leaves it out of the story it extracts.
    await expect(
      canvas.getByRole('complementary', { name: READER_TEXTS.extraTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: READER_TEXTS.extraTitle }),
    ).toBeVisible();
    await expect(cardsIn(canvasElement)).toHaveLength(4);
    await expect(
      canvas.getByRole('link', { name: READER_TEXTS.extraCalloutButton }),
    ).toHaveAttribute('href', '/new-article');
  },
};

export const Loading: Story = { args: { items: undefined, loading: true } };

/** Without stories, the call-out alone. */
export const CallOutOnly: Story = {
  name: 'Call-out only',
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardsIn(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: READER_TEXTS.extraCalloutButton })).toBeVisible();
  },
};

export const MissingImages: Story = {
  name: 'Missing images',
  args: { items: fixtures.mostRecent.map((item) => ({ ...item, image: null })) },
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };
