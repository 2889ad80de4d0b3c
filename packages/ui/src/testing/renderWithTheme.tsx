/**
 * Test-only: renders inside Byline's Mantine theme, in jsdom or in Chromium. jsdom lacks matchMedia,
 * ResizeObserver and FontFaceSet, which Mantine uses, so stand-ins are installed first.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { bylineCssVariablesResolver, bylineTheme } from '../theme/bylineTheme';
import { StoryLinks } from './layout.mocks';

function installBrowserStandIns() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // jsdom has no FontFaceSet; an autosizing text field listens to it.
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

export type ColorScheme = 'light' | 'dark';

const themeWrapper = (colorScheme: ColorScheme) =>
  function ThemeWrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider
        theme={bylineTheme}
        cssVariablesResolver={bylineCssVariablesResolver}
        forceColorScheme={colorScheme}
      >
        <StoryLinks>{children}</StoryLinks>
      </MantineProvider>
    );
  };

/** `render` in the theme (light unless told); `rerender` keeps the theme too. */
export function renderWithTheme(
  ui: ReactElement,
  { colorScheme = 'light' }: { colorScheme?: ColorScheme } = {},
) {
  installBrowserStandIns();
  return render(ui, { wrapper: themeWrapper(colorScheme) });
}
