/**
 * The themes the toolbar's Theme switch offers. Byline's own theme, and one sample of another
 * newsroom's brand built over it, to show designers (and prove in review) that the kit follows
 * whatever Mantine theme the host passes: a different primary colour, type and corner radius.
 */
import { bylineTheme } from '@byline/ui';
import { createTheme, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';

/**
 * A sample newsroom brand, "Harbour Herald": Mantine's cyan as primary (shade 9 is 5.6:1 on
 * white; shade 4 under dark text in dark mode), serif body text, sans-serif headings, rounder
 * corners. Everything it does not set (the contrast fixes, component defaults) stays Byline's.
 */
export const harbourHeraldTheme: MantineThemeOverride = mergeThemeOverrides(
  bylineTheme,
  createTheme({
    primaryColor: 'cyan',
    primaryShade: { light: 9, dark: 4 },
    fontFamily: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
    headings: {
      fontFamily: '"Avenir Next", Avenir, "Helvetica Neue", Helvetica, Arial, sans-serif',
      fontWeight: '800',
    },
    defaultRadius: 'lg',
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
