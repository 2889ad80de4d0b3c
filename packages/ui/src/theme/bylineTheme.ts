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
  primaryShade: { light: 8, dark: 5 },
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
 * (about 6:1) without looking heavier.
 */
export const bylineCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#555c63',
    '--mantine-color-placeholder': '#6b7178',
    // Validation messages: Mantine's red 6 is 3.3:1 on white; red 9 is about 6:1.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': '#b8bec4',
  },
});
