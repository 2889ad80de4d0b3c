/**
 * Chromatic modes: each is a set of globals a story is snapshotted with (Chromatic's modes API,
 * https://www.chromatic.com/docs/modes/). `viewport` is a size (Chromatic sizes the browser, it
 * does not read the toolbar's keys); `colorScheme` and `theme` are this Storybook's globals
 * (`globalTypes` in preview.tsx).
 */
import { type NewsroomViewportName, viewportSize } from './viewports';

type ColorScheme = 'light' | 'dark';

const mode = (viewport: NewsroomViewportName, colorScheme: ColorScheme) => ({
  viewport: viewportSize(viewport),
  colorScheme,
  theme: 'byline',
});

/** Every newsroom viewport in light and dark, for a story or meta to pick from. */
export const allModes = {
  'small phone light': mode('smallPhone360', 'light'),
  'small phone dark': mode('smallPhone360', 'dark'),
  'phone light': mode('phone390', 'light'),
  'phone dark': mode('phone390', 'dark'),
  'tablet light': mode('tablet768', 'light'),
  'tablet dark': mode('tablet768', 'dark'),
  'desktop light': mode('desktop1280', 'light'),
  'desktop dark': mode('desktop1280', 'dark'),
} as const;

export type ModeName = keyof typeof allModes;

/**
 * What every story is snapshotted in (preview.tsx `parameters.chromatic.modes`): the narrowest
 * phone a newsroom supports, a tablet and a desktop, each light and dark; six snapshots a story.
 * A meta or story narrows it with its own `chromatic.modes` (a mode set to `{ disable: true }`
 * is skipped) or adds `allModes['phone light']` and the like.
 */
export const defaultModes = {
  'small phone light': allModes['small phone light'],
  'small phone dark': allModes['small phone dark'],
  'tablet light': allModes['tablet light'],
  'tablet dark': allModes['tablet dark'],
  'desktop light': allModes['desktop light'],
  'desktop dark': allModes['desktop dark'],
} satisfies Partial<Record<ModeName, unknown>>;
