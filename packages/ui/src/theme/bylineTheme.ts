import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';
import { FEEDBACK_TEXTS } from '../constants';

/** Byline's brand crimson. Shade 8 (the primary in light mode) keeps 4.5:1+ against white. */
const crimson: MantineColorsTuple = [
  '#ffebec',
  '#fbd5d7',
  '#f3a9ad',
  '#ec7a80',
  '#e6525a',
  '#e33a42',
  '#e22c35',
  '#c91f28',
  '#a3141d',
  '#8a0713',
];

export const bylineTheme = createTheme({
  primaryColor: 'crimson',
  // Dark: shade 7 keeps white text on filled buttons at 4.5:1+ (shade 5 was 4.2:1).
  primaryShade: { light: 8, dark: 7 },
  colors: { crimson },
  // Mantine picks black or white text on filled colours so badges and buttons stay readable.
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", Times, serif',
    fontWeight: '700',
  },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // Toasts: Mantine's description grey (gray 6) fails contrast and its close button has no
    // name; use the darker dimmed colour and name the button.
    // A plain object rather than Notification.extend(...), which would bring the Notification
    // component into every page's first load (toasts load on demand).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      defaultProps: { closeButtonProps: { 'aria-label': FEEDBACK_TEXTS.closeNotification } },
    } satisfies MantineThemeComponent,
  },
});

/**
 * Mantine's default dimmed text (gray 6) fails WCAG AA contrast on white; a darker gray passes
 * (about 6:1) without looking heavier. Byline's own variables, used by the components' CSS so one
 * theme serves both schemes: `--byline-accent` (accent text, rules and outlines: the primary
 * colour, dark shade on light, light shade on dark), `--byline-accent-soft` (an unread row),
 * `--byline-accent-outline`, `--byline-border`, `--byline-placeholder` (where a picture will
 * be) and `--byline-surface` (a band set off from the page, such as the extra block).
 */
export const bylineCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const primary = theme.colors[theme.primaryColor] ?? crimson;
  // Accent text on white: the theme's own light shade, and never lighter than 8 (a newsroom's
  // cyan 8 is 4.3:1 on white; its shade 9 passes).
  const lightShade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const lightAccent = primary[Math.max(8, lightShade)] ?? primary[8];
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': '#555c63',
      '--mantine-color-placeholder': '#6b7178',
      // Validation messages: Mantine's red 6 is 3.3:1 on white; red 9 is about 6:1.
      '--mantine-color-error': '#c92a2a',
      '--byline-accent': lightAccent,
      '--byline-accent-soft': primary[0],
      '--byline-accent-outline': primary[2],
      '--byline-border': theme.colors.gray[3],
      '--byline-placeholder': theme.colors.gray[1],
      '--byline-surface': theme.colors.gray[0],
    },
    dark: {
      '--mantine-color-dimmed': '#b8bec4',
      // Mantine's dark placeholder (dark 3) is 2.5:1 on an input; this is 5:1.
      '--mantine-color-placeholder': '#9a9fa5',
      // On the dark body (#242424) light shades keep text at 4.5:1+.
      '--mantine-color-error': theme.colors.red[4],
      '--mantine-color-anchor': primary[3],
      '--byline-accent': primary[3],
      '--byline-accent-soft': `color-mix(in srgb, ${primary[7]} 18%, transparent)`,
      '--byline-accent-outline': primary[5],
      '--byline-border': theme.colors.dark[4],
      '--byline-placeholder': theme.colors.dark[5],
      '--byline-surface': theme.colors.dark[6],
    },
  };
};
