/**
 * The themes the toolbar's Theme switch offers. Byline's own theme, and one sample of another
 * newsroom's brand built over it, to show designers (and prove in review) that the kit follows
 * whatever Mantine theme the host passes: a different primary colour, type and corner radius.
 */
import { type BylineThemeOther, bylineTheme } from '@byline/ui';
import { createTheme, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';

/**
 * Harbour Herald's logo as a picture: white on its cyan, so it reads on the light header and the
 * dark footer alike.
 */
const HARBOUR_HERALD_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="172" height="32" viewBox="0 0 172 32">' +
  '<rect width="172" height="32" rx="8" fill="#0b7285"/>' +
  '<path d="M9 19c3-2.6 6-2.6 9 0s6 2.6 9 0M9 24c3-2.6 6-2.6 9 0s6 2.6 9 0" stroke="#fff" ' +
  'stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="M18 5l4 8h-8z" fill="#fff"/>' +
  '<text x="35" y="21.5" fill="#fff" font-size="15" font-weight="800" ' +
  'font-family="Avenir Next, Avenir, Helvetica Neue, Helvetica, Arial, sans-serif">' +
  'Harbour Herald</text></svg>';

/** The theme's logo (`other.logo`): the header and footer show it unless given a `logo` prop. */
export const HARBOUR_HERALD_THEME_LOGO = {
  src: `data:image/svg+xml,${encodeURIComponent(HARBOUR_HERALD_LOGO_SVG)}`,
  alt: 'Harbour Herald',
};

/**
 * A sample newsroom brand, "Harbour Herald": Mantine's cyan as primary (shade 9 is 5.6:1 on
 * white, in both schemes), serif body text, sans-serif headings, rounder
 * corners, its own logo. Everything it does not set (the contrast fixes, component defaults)
 * stays Byline's.
 */
export const harbourHeraldTheme: MantineThemeOverride = mergeThemeOverrides(
  bylineTheme,
  createTheme({
    primaryColor: 'cyan',
    // Filled buttons keep white text in both schemes: shade 4 under white is 2:1, shade 9 5.6:1.
    primaryShade: { light: 9, dark: 9 },
    fontFamily: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
    headings: {
      fontFamily: '"Avenir Next", Avenir, "Helvetica Neue", Helvetica, Arial, sans-serif',
      fontWeight: '800',
    },
    defaultRadius: 'lg',
    other: { logo: HARBOUR_HERALD_THEME_LOGO } satisfies BylineThemeOther,
  }),
);

/** The Theme toolbar's entries, by global value. */
export const STORY_THEMES = {
  byline: { title: 'Byline', theme: bylineTheme },
  harbourHerald: { title: 'Harbour Herald (sample newsroom)', theme: harbourHeraldTheme },
} as const satisfies Record<string, { title: string; theme: MantineThemeOverride }>;

export type StoryThemeName = keyof typeof STORY_THEMES;

export const DEFAULT_STORY_THEME: StoryThemeName = 'byline';

/** The theme for a global value, Byline's for anything unknown. */
export const storyTheme = (name: unknown): MantineThemeOverride =>
  (typeof name === 'string' && name in STORY_THEMES
    ? STORY_THEMES[name as StoryThemeName]
    : STORY_THEMES[DEFAULT_STORY_THEME]
  ).theme;
