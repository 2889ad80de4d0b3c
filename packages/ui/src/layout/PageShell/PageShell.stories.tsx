import { Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { PageContainer } from '../PageContainer/PageContainer';
import { PageShell } from './PageShell';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  decorators: [withStoryLinks],
  parameters: viewportParameters,
  args: {
    signedIn: false,
    footerYear: 2025,
    onLogout: fn(),
    children: (
      <PageContainer>
        <Title order={1}>Page title</Title>
        <Text mt="md">The route's content goes here.</Text>
      </PageContainer>
    ),
  },
  globals: atViewport('large'),
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  name: 'Signed out',
  play: async ({ canvas }) => {
    // One of each landmark.
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: READER_TEXTS.skipToContent })).toHaveAttribute(
      'href',
      '#byline-main',
    );
  },
};

/** The shared extra block follows `main` as a landmark of its own, never inside the story's. */
export const WithExtraBlock: Story = {
  name: 'With the extra block',
  args: {
    extra: (
      <aside aria-label="More stories">
        <Text>More stories go here.</Text>
      </aside>
    ),
  },
  play: async ({ canvas }) => {
    const extra = canvas.getByRole('complementary', { name: 'More stories' });
    await expect(canvas.getByRole('main')).not.toContainElement(extra);
    await expect(canvas.getByRole('contentinfo').compareDocumentPosition(extra)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  },
};

export const SignedIn: Story = { name: 'Signed in', args: { signedIn: true } };

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };
