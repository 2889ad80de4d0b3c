import { Box, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './ColumnGrid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

/** Columns at each breakpoint from the smallest up; a breakpoint left out keeps the one below. */
export type ColumnCounts = number | Partial<Record<Breakpoint, number>>;

export interface ColumnGridProps extends Omit<BoxProps, 'style'> {
  cols: ColumnCounts;
  /** The gap between columns, and between rows unless `verticalSpacing` says otherwise. */
  spacing: MantineSpacing;
  verticalSpacing?: MantineSpacing;
  /** The element: a `dl` or `ul` when the grid is a list. */
  component?: 'div' | 'dl' | 'ul';
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * Equal columns per breakpoint, as Mantine's SimpleGrid lays them out, from a CSS module: the
 * SimpleGrid writes its media queries into a `<style>` element beside itself, which HTML does
 * not allow in the page's body.
 */
export function ColumnGrid({
  cols,
  spacing,
  verticalSpacing = spacing,
  component = 'div',
  className,
  style,
  ...props
}: ColumnGridProps) {
  const counts: Partial<Record<Breakpoint, number>> =
    typeof cols === 'number' ? { base: cols } : cols;
  // Every breakpoint's property is set, `initial` where unsaid: a grid inside another would
  // otherwise inherit the outer grid's counts.
  const variables = Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => [
      `--column-grid-cols-${breakpoint}`,
      counts[breakpoint] ?? 'initial',
    ]),
  );
  return (
    <Box
      component={component}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      // What a page's own CSS may pick the grid out by (HomePage.module.css).
      data-column-grid=""
      style={{
        ...variables,
        '--column-grid-column-gap': `var(--mantine-spacing-${spacing})`,
        '--column-grid-row-gap': `var(--mantine-spacing-${verticalSpacing})`,
        ...style,
      }}
      {...props}
    />
  );
}

export interface ColumnSpanProps extends Omit<BoxProps, 'style'> {
  /** Columns of twelve this cell takes from md up (one column, the whole width, below). */
  md: number;
  children?: ReactNode;
}

/** A cell of a `ColumnGrid` of `{ base: 1, md: 12 }` columns: Mantine's `Grid.Col span`. */
export function ColumnSpan({ md, className, ...props }: ColumnSpanProps) {
  return (
    <Box
      className={className ? `${classes.span} ${className}` : classes.span}
      data-column-span=""
      style={{ '--column-grid-span-md': md }}
      {...props}
    />
  );
}
