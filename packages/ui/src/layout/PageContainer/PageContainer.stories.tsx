import { Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import {
  atViewport,
  inPageShell,
  viewportParameters,
  withStoryLinks,
} from '../../testing/layout.mocks';
import { PAGE_WIDTHS, PageContainer } from './PageContainer';

/**
 * The one container every page's content sits in (reader and author pages alike):
 * the site's width, the same side margins as the header and footer, room below the header.
 */
const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  decorators: [inPageShell(false), withStoryLinks],
  parameters: viewportParameters,
  args: {
    children: (
      <>
        <Title order={1}>{READER_TEXTS.homeHeading}</Title>
        <Text mt="md">{READER_TEXTS.extraCalloutText}</Text>
      </>
    ),
  },
  globals: atViewport('large'),
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side margins at every width, and the page's heading clear of the header. */
async function expectFramed(canvasElement: HTMLElement) {
  const container = canvasElement.querySelector<HTMLElement>('main [data-page-width]');
  await expect(container).not.toBeNull();
  if (!container) return;
  const style = getComputedStyle(container);
  await expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(0);
  await expect(style.paddingLeft).toBe(style.paddingRight);
  await expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0);
}

export const Page: Story = {
  name: 'Page width',
  play: ({ canvasElement }) => expectFramed(canvasElement),
};

export const Reading: Story = {
  name: 'Reading width',
  args: { width: 'reading' },
  play: async ({ canvasElement }) => {
    await expectFramed(canvasElement);
    const container = canvasElement.querySelector<HTMLElement>('main [data-page-width]');
    await expect(container?.getBoundingClientRect().width).toBe(PAGE_WIDTHS.reading);
  },
};

export const Narrow: Story = {
  name: 'Narrow width',
  args: { width: 'narrow' },
  play: ({ canvasElement }) => expectFramed(canvasElement),
};

export const Small: Story = {
  name: 'Small screen',
  globals: atViewport('small'),
  play: ({ canvasElement }) => expectFramed(canvasElement),
};
