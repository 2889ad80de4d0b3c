/**
 * The screens a newsroom checks a page on, offered in the toolbar's viewport menu for every story
 * and used by the Chromatic modes (`modes.ts`).
 */
/** Keys name the size, so they never collide with a story's own keys ('small', 'medium', ...). */
export const NEWSROOM_VIEWPORTS = {
  smallPhone360: {
    name: 'Small phone (360 × 640)',
    styles: { width: '360px', height: '640px' },
    type: 'mobile',
  },
  phone390: {
    name: 'Phone (390 × 844)',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  tablet768: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop1280: {
    name: 'Desktop (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type NewsroomViewportName = keyof typeof NEWSROOM_VIEWPORTS;

/**
 * Storybook's own default keys (its `MINIMAL_VIEWPORTS`, same sizes) that some stories still fix
 * their width with (`globals: { viewport: { value: 'mobile1' } }` in the auth forms' stories).
 * The test runner always knows them; listing them keeps the manager showing those stories at the
 * same size. Written out rather than imported from 'storybook/viewport', which the story tests'
 * browser does not pre-bundle. Once those stories move to `atViewport(...)` these can go.
 */
const STORYBOOK_DEFAULTS_IN_USE = {
  mobile1: {
    name: 'Storybook small mobile (320 × 568)',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  tablet: {
    name: 'Storybook tablet (834 × 1112)',
    styles: { width: '834px', height: '1112px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Storybook desktop (1280 × 1024)',
    styles: { width: '1280px', height: '1024px' },
    type: 'desktop',
  },
} as const;

/**
 * `parameters.viewport.options` for every story. Storybook merges a story's own options
 * (`viewportParameters` from `packages/ui/src/testing/layout.mocks.tsx`: 'small', 'medium',
 * 'large') into these, so those keys keep working.
 */
export const GLOBAL_VIEWPORT_OPTIONS = { ...NEWSROOM_VIEWPORTS, ...STORYBOOK_DEFAULTS_IN_USE };

/** A viewport's size in pixels, for Chromatic, which takes numbers rather than keys. */
export const viewportSize = (name: NewsroomViewportName) => {
  const { styles } = NEWSROOM_VIEWPORTS[name];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
};
