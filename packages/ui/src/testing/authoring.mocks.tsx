/**
 * Story-only helpers for the author-facing components (never exported from the package): the
 * three review widths and a link provider that keeps clicks inside the story.
 */
import type { Decorator } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { type HostLinkProps, LinkProvider } from '../link';

/** Small, medium and large: either side of Mantine's sm (768) and lg (1200) breakpoints. */
export const REVIEW_VIEWPORTS = {
  small: { name: 'Small (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  medium: { name: 'Medium (834)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  large: { name: 'Large (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/** For a meta's `parameters`: the toolbar offers the three widths, and the Vitest addon sizes to them. */
export const reviewViewportParameters = { viewport: { options: REVIEW_VIEWPORTS } };

/** `globals` for a story fixed at one width. */
export const atWidth = (name: keyof typeof REVIEW_VIEWPORTS) => ({
  viewport: { value: name, isRotated: false },
});

/** An anchor that records where it would go on `document.body.dataset.lastHref` instead of leaving. */
const StayLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function StayLink(
  { onClick, ...props },
  ref,
) {
  return (
    // biome-ignore lint/a11y: a story-only stand-in for a router link; the href is real.
    <a
      ref={ref}
      {...props}
      // biome-ignore lint/a11y/useValidAnchor: a story-only stand-in for a router link; the href is real.
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        document.body.dataset.lastHref = props.href;
      }}
    />
  );
});

export const withStayLinks: Decorator = (Story) => (
  <LinkProvider component={StayLink}>
    <Story />
  </LinkProvider>
);
