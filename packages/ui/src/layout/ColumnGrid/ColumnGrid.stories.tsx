import { Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport, viewportParameters } from '../../testing/layout.mocks';
import { ColumnGrid, ColumnSpan } from './ColumnGrid';

const cell = (label: string) => (
  <Paper key={label} withBorder p="md">
    <Text>{label}</Text>
  </Paper>
);

/** Equal columns per breakpoint (Mantine's SimpleGrid), laid out by a CSS module. */
const meta = {
  title: 'Layout/ColumnGrid',
  component: ColumnGrid,
  parameters: viewportParameters,
  args: {
    cols: { base: 1, sm: 2, md: 3 },
    spacing: 'lg',
    verticalSpacing: 'xl',
    children: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map(cell),
  },
  globals: atViewport('large'),
} satisfies Meta<typeof ColumnGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number of columns a grid lays its cells out in, from where the cells are. */
function columnCount(canvasElement: HTMLElement): number {
  const cells = [...canvasElement.querySelectorAll<HTMLElement>('.mantine-Paper-root')];
  return new Set(cells.map((item) => Math.round(item.getBoundingClientRect().left))).size;
}

/** Three columns on a large screen (`md` and up). */
export const Large: Story = {
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

/** Two on a tablet (`sm`): the `md` count is not reached. */
export const Medium: Story = { globals: atViewport('medium') };

/** One on a phone: the `base` count. */
export const Small: Story = { globals: atViewport('small') };

/** Cells across eight and four of twelve columns from `md` up (Mantine's `Grid.Col span`). */
export const Spans: Story = {
  args: {
    cols: { base: 1, md: 12 },
    spacing: 'xl',
    children: [
      <ColumnSpan key="wide" md={8}>
        {cell('Eight of twelve')}
      </ColumnSpan>,
      <ColumnSpan key="narrow" md={4}>
        {cell('Four of twelve')}
      </ColumnSpan>,
    ],
  },
  play: async ({ canvasElement }) => {
    const [wide, narrow] = [...canvasElement.querySelectorAll<HTMLElement>('.mantine-Paper-root')];
    await expect(wide?.getBoundingClientRect().width).toBeGreaterThan(
      (narrow?.getBoundingClientRect().width ?? 0) * 1.9,
    );
  },
};
