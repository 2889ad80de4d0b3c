import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './docs-frame.css';
import { ApiClientProvider, createApiClient } from '@byline/api-client';
import {
  handlers,
  MOCK_MEDIA_BASE_URL,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  mockDb,
} from '@byline/api-client/mocks';
import { bylineCssVariablesResolver, LocaleProvider, MediaProvider } from '@byline/ui';
import {
  localStorageColorSchemeManager,
  MantineProvider,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { DEFAULT_STORY_LOCALE, STORY_LOCALES, storyLocale } from './locales';
import { defaultModes } from './modes';
import { DEFAULT_STORY_THEME, STORY_THEMES, type StoryThemeName, storyTheme } from './themes';
import { GLOBAL_VIEWPORT_OPTIONS } from './viewports';

// Story tests run two files at a time on a 2-core machine: a query that waits for the page to
// change (findBy…, waitFor) gets 5 s instead of 1 before it fails.
configure({ asyncUtilTimeout: 5_000 });

/** Stories talk to the MSW mock backend as the signed-in mock author. */
const mockClient = createApiClient({
  baseUrl: '',
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => MOCK_TOKEN,
});

type ColorScheme = 'light' | 'dark';

/**
 * The colour scheme stories start in: light, unless the build sets
 * `VITE_STORY_COLOR_SCHEME=dark` (a CI job can then run every story, and axe, in dark).
 */
const DEFAULT_COLOR_SCHEME: ColorScheme =
  import.meta.env.VITE_STORY_COLOR_SCHEME === 'dark' ? 'dark' : 'light';

/**
 * On docs pages many stories share one page: dialogs and drawers that a story shows open render
 * in place (no portal, no scroll lock, no focus trap) inside a frame that contains their fixed
 * position (`docs-frame.css`), instead of covering the whole page.
 */
const IN_PLACE_OVERLAYS = {
  withinPortal: false,
  lockScroll: false,
  trapFocus: false,
  returnFocus: false,
};
const DOCS_OVERRIDES: MantineThemeOverride = {
  components: Object.fromEntries(
    ['Modal', 'ModalRoot', 'Drawer', 'DrawerRoot'].map((name) => [
      name,
      { defaultProps: IN_PLACE_OVERLAYS },
    ]),
  ),
};
const DOCS_THEMES = Object.fromEntries(
  Object.entries(STORY_THEMES).map(([name, { theme }]) => [
    name,
    mergeThemeOverrides(theme, DOCS_OVERRIDES),
  ]),
) as Record<StoryThemeName, MantineThemeOverride>;

const preview: Preview = {
  // Every component gets a generated docs page (props table from react-docgen, every story).
  tags: ['autodocs'],
  globalTypes: {
    colorScheme: {
      description: 'Mantine colour scheme',
      toolbar: {
        title: 'Colour scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Mantine theme: Byline, or a sample newsroom brand built over it',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(STORY_THEMES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "The kit's words and locale: Byline's English, or a sample translation",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(STORY_LOCALES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    colorScheme: DEFAULT_COLOR_SCHEME,
    theme: DEFAULT_STORY_THEME,
    locale: DEFAULT_STORY_LOCALE,
  },
  loaders: [
    // Every call answers from the mock backend by default; a story's `parameters.msw.handlers`
    // (e.g. `{ drafts: mockHandlers.drafts.empty }`) takes precedence over these.
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach: ({ parameters }) => {
    // A story that changes the scheme starts from the toolbar's, not from a choice left before.
    if (typeof parameters.colorSchemeStorageKey === 'string') {
      localStorage.removeItem(parameters.colorSchemeStorageKey);
    }
    // Writes in one story (deleting a draft, publishing) never leak into the next.
    mockDb.reset();
    // Mantine's toast store outlives a story; start each with none showing or queued.
    notifications.clean();
    notifications.cleanQueue();
  },
  decorators: [
    (Story, { globals, viewMode, parameters }) => {
      const colorScheme: ColorScheme = globals.colorScheme === 'dark' ? 'dark' : 'light';
      // The toolbar's scheme, forced; or, for a story with `colorSchemeStorageKey` (the header's
      // toggle), where it starts, changed by the story and kept in localStorage under that key.
      const storageKey: unknown = parameters.colorSchemeStorageKey;
      const scheme =
        typeof storageKey === 'string'
          ? {
              defaultColorScheme: colorScheme,
              colorSchemeManager: localStorageColorSchemeManager({ key: storageKey }),
            }
          : { forceColorScheme: colorScheme };
      const inDocs = viewMode === 'docs';
      const theme = inDocs
        ? (DOCS_THEMES[globals.theme as StoryThemeName] ?? DOCS_THEMES[DEFAULT_STORY_THEME])
        : storyTheme(globals.theme);
      const { locale, messages } = storyLocale(globals.locale);
      const story = (
        <MantineProvider
          theme={theme}
          cssVariablesResolver={bylineCssVariablesResolver}
          {...scheme}
        >
          <Notifications position="top-right" autoClose={5000} />
          {/* A fresh SWR cache per story: no story sees another's data. */}
          <ApiClientProvider
            client={mockClient}
            swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
          >
            <LocaleProvider locale={locale} messages={messages}>
              <MediaProvider baseUrl={MOCK_MEDIA_BASE_URL}>
                <Story />
              </MediaProvider>
            </LocaleProvider>
          </ApiClientProvider>
        </MantineProvider>
      );
      return inDocs ? <div className="byline-docs-frame">{story}</div> : story;
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: violations fail it.
    a11y: { test: 'error' },
    // The screens a newsroom checks; stories' own options ('small', 'medium', 'large') merge in.
    viewport: { options: GLOBAL_VIEWPORT_OPTIONS },
    // Chromatic snapshots every story on a small phone, a tablet and a desktop, light and dark.
    chromatic: { modes: defaultModes },
    options: {
      storySort: { order: ['Introduction', 'Theming', 'Using the kit', '*'] },
    },
  },
};

export default preview;
