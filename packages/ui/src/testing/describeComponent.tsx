/**
 * The checks every @byline/ui component gets, written once (as Mantine's `@mantine-tests/core`):
 * it renders in the library's theme in both colour schemes, forwards its ref to its root element
 * where it takes one, and axe finds nothing. A component's test file calls `describeComponent`
 * and adds only what is its own. Runs in jsdom (the unit project) and in Chromium; colour
 * contrast is measured only in Chromium, where styles are computed (the stories' light and dark
 * passes measure it for every story).
 */
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { type ComponentType, createRef, type ReactElement, type Ref } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ColorScheme, renderWithTheme } from './renderWithTheme';

const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/** What the component rendered: the container's elements but MantineProvider's `<style>`. */
const renderedElements = (container: Element) =>
  [...container.children].filter((element) => element.tagName !== 'STYLE');

/** Where the component's markup is: its container, or the body for one in a portal. */
const renderedRoot = (container: HTMLElement, portal = false) =>
  portal ? document.body : container;

export interface ComponentChecks<P> {
  /** Props for a typical render. */
  props: P;
  /** Tag of the root element the `ref` prop reaches; leave out when the component takes no ref. */
  refTarget?: keyof HTMLElementTagNameMap;
  /** Axe rules to skip, each with the reason beside it at the call. */
  axeRulesOff?: readonly string[];
  /** Wraps the component, for one that needs a parent (a list item in its list). */
  wrap?: (component: ReactElement) => ReactElement;
  /** It renders into a portal (a dialog): the checks look at the whole document body. */
  portal?: boolean;
}

/** jsdom computes no styles: axe's colour contrast there would only report "incomplete". */
const runsInJsdom = () => navigator.userAgent.includes('jsdom');

/** Axe's violations in `container`, as "rule: help (n nodes)" lines for a readable failure. */
export async function axeViolations(container: Element, rulesOff: readonly string[] = []) {
  const off = [...rulesOff, ...(runsInJsdom() ? ['color-contrast'] : [])];
  const results = await axe.run(container, {
    // A frame holds another site's page (a video player), not the component's.
    iframes: false,
    // A component is not a page: landmarks and a page heading are the page's business.
    rules: Object.fromEntries(
      ['region', 'page-has-heading-one', 'landmark-one-main', ...off].map((id) => [
        id,
        { enabled: false },
      ]),
    ),
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`,
  );
}

/** It renders an element in the theme, in `colorScheme`. */
export function itRenders<P extends object>(
  Component: ComponentType<P>,
  { props, portal, wrap = (component) => component }: ComponentChecks<P>,
  colorScheme: ColorScheme,
) {
  it(`renders in the ${colorScheme} colour scheme`, () => {
    const { container } = renderWithTheme(wrap(<Component {...props} />), { colorScheme });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
    const root = renderedRoot(container, portal);
    // In a portal: something besides the (empty) test container.
    const rendered = portal
      ? [...root.children].filter((element) => element !== container)
      : renderedElements(root);
    expect(rendered.length).toBeGreaterThan(0);
  });
}

/** Its `ref` reaches its root element, a `refTarget`. */
export function itForwardsRef<P extends object>(
  Component: ComponentType<P>,
  { props, refTarget, wrap }: ComponentChecks<P>,
) {
  it(`forwards its ref to its root <${refTarget}>`, () => {
    const WithRef = Component as ComponentType<P & { ref: Ref<HTMLElement> }>;
    const ref = createRef<HTMLElement>();
    const element = <WithRef {...props} ref={ref} />;
    const { container } = renderWithTheme(wrap ? wrap(element) : element);
    expect(ref.current?.tagName.toLowerCase()).toBe(refTarget);
    // Unwrapped, the root is the first element rendered; wrapped, it is at least inside.
    if (wrap) expect(container.contains(ref.current)).toBe(true);
    else expect(renderedElements(container)[0]).toBe(ref.current);
  });
}

/** Axe finds nothing, in `colorScheme`. */
export function itHasNoAxeViolations<P extends object>(
  Component: ComponentType<P>,
  { props, axeRulesOff, portal, wrap = (component) => component }: ComponentChecks<P>,
  colorScheme: ColorScheme,
) {
  it(`has no axe violations in the ${colorScheme} colour scheme`, async () => {
    const { container } = renderWithTheme(wrap(<Component {...props} />), { colorScheme });
    expect(await axeViolations(renderedRoot(container, portal), axeRulesOff)).toEqual([]);
  });
}

/**
 * Every shared check for `Component`, in a `describe` named after it:
 * `describeComponent(NewsCard, { props: { item }, refTarget: 'article' })`.
 */
export function describeComponent<P extends object>(
  Component: ComponentType<P>,
  checks: ComponentChecks<P>,
  name = Component.displayName ?? Component.name,
) {
  describe(`${name} (shared checks)`, () => {
    afterEach(cleanup);
    for (const colorScheme of COLOR_SCHEMES) {
      itRenders(Component, checks, colorScheme);
      itHasNoAxeViolations(Component, checks, colorScheme);
    }
    if (checks.refTarget) itForwardsRef(Component, checks);
  });
}
