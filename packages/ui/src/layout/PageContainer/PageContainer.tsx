import { Container, type ContainerProps } from '@mantine/core';
import type { Ref } from 'react';
import classes from './PageContainer.module.css';

/**
 * The widths a page's content may take inside the one page container. Every page
 * shares the side padding and the space below the header; only the measure differs:
 * - `page`: the site's width (`xl`), as the header and footer are laid out;
 * - `reading`: an article's column;
 * - `narrow`: a form or a short list (sign-in cards, notifications, buy coins, not found).
 */
export const PAGE_WIDTHS = { page: 'xl', reading: 760, narrow: 'sm' } as const;

export type PageWidth = keyof typeof PAGE_WIDTHS;

export interface PageContainerProps extends Omit<ContainerProps, 'size' | 'px' | 'fluid'> {
  /** The measure of the page's content (default the site's width). */
  width?: PageWidth;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The container every page's content sits in, reader and author pages alike (docs/product.md#page-layout): the
 * site's width, side margins at every width and room below the header.
 */
export function PageContainer({ width = 'page', className, ...props }: PageContainerProps) {
  return (
    <Container
      size={PAGE_WIDTHS[width]}
      className={className ? `${classes.container} ${className}` : classes.container}
      data-page-width={width}
      {...props}
    />
  );
}
