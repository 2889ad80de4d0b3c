/**
 * Story-only helpers (not exported from the package): the three review widths and a link
 * provider that keeps clicks inside the story instead of navigating the preview frame away.
 */
import { Container } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { forwardRef, type ReactNode } from 'react';
import type { SiteUrls } from '../constants';
import { PageShell } from '../layout/PageShell/PageShell';
import { type HostLinkProps, LinkProvider } from '../link';

/**
 * The widths every layout is reviewed at. The toolbar lists them, and the Vitest addon resizes
 * the browser to a story's `globals.viewport` before it runs, so play functions see the real
 * breakpoint.
 */
export const VIEWPORTS = {
  small: { name: 'Small (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  medium: { name: 'Medium (834)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  large: { name: 'Large (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Goes in a meta's `parameters` so the toolbar offers the three widths. */
export const viewportParameters = { viewport: { options: VIEWPORTS } };

/** `globals` for a story fixed at one width. */
export const atViewport = (name: ViewportName) => ({ viewport: { value: name, isRotated: false } });

/** An anchor that records the last followed href on the document instead of navigating. */
const StoryLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function StoryLink(
  { onClick, href, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // Like a router's link: a handler that prevented the default keeps the page.
        if (event.defaultPrevented) return;
        event.preventDefault();
        document.body.dataset.lastNavigation = href;
      }}
    />
  );
});

/**
 * Links inside stay in place; `document.body.dataset.lastNavigation` tells where they led.
 * `urls` plays a host's URL builders (LinkProvider's `urls`).
 */
export function StoryLinks({ children, urls }: { children: ReactNode; urls?: Partial<SiteUrls> }) {
  return (
    <LinkProvider component={StoryLink} urls={urls}>
      {children}
    </LinkProvider>
  );
}

/** Wraps a story in `StoryLinks`. */
export const withStoryLinks: Decorator = (Story) => (
  <StoryLinks>
    <Story />
  </StoryLinks>
);

/** Wraps a story in `StoryLinks` with a host's URL builders (define them outside the story). */
export const withHostUrls =
  (urls: Partial<SiteUrls>): Decorator =>
  (Story) => (
    <StoryLinks urls={urls}>
      <Story />
    </StoryLinks>
  );

/** Wraps a story in the page's `xl` container, as the home page lays its sections out. */
export const withPageContainer: Decorator = (Story) => (
  <Container size="xl">
    <Story />
  </Container>
);

/** Wraps a whole-page story in the site's frame (header, main, footer), as a route shows it. */
export const inPageShell =
  (signedIn: boolean): Decorator =>
  (Story) => (
    <PageShell signedIn={signedIn} footerYear={2025}>
      <Story />
    </PageShell>
  );

/** The fixture at `index`, failing loudly if the fixture set ever shrinks below it. */
export function fixtureAt<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`No fixture at index ${index}`);
  return value;
}

/** A field by the start of its label: a required field's label ends with Mantine's " *". */
export const labelStartingWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
