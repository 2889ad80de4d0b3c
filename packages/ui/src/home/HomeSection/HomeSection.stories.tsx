import { Text, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { HomeSection } from './HomeSection';

const meta = {
  title: 'Home/HomeSection',
  component: HomeSection,
  decorators: [
    withStoryLinks,
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Tourism News',
    moreHref: '/news/tourism',
    skeleton: <Text>Placeholder boxes go here.</Text>,
    children: <Text>The section's cards go here.</Text>,
  },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: READER_TEXTS.tourism });
    await expect(region).toHaveTextContent("The section's cards go here.");
    await expect(canvas.getByRole('link', { name: 'See all Tourism News' })).toHaveAttribute(
      'href',
      '/news/tourism',
    );
  },
};

export const WithHeaderAside: Story = {
  name: 'With something beside the heading',
  args: {
    moreHref: undefined,
    headerAside: <TextInput size="xs" aria-label="Search news" placeholder="Search news" />,
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: READER_TEXTS.tourism });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Placeholder boxes go here.');
    await expect(region).not.toHaveTextContent("The section's cards go here.");
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(READER_TEXTS.sectionEmpty)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { error: 'Something went wrong on our side', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
