import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ApiClientProvider, createApiClient } from '@byline/api-client';
import {
  handlers,
  MOCK_MEDIA_BASE_URL,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  mockDb,
} from '@byline/api-client/mocks';
import { bylineCssVariablesResolver, bylineTheme, MediaProvider } from '@byline/ui';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** Stories talk to the MSW mock backend as the signed-in mock author. */
const mockClient = createApiClient({
  baseUrl: '',
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => MOCK_TOKEN,
});

const preview: Preview = {
  loaders: [
    // Every call answers from the mock backend by default; a story's `parameters.msw.handlers`
    // (e.g. `{ drafts: mockHandlers.drafts.empty }`) takes precedence over these.
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach: () => {
    // Writes in one story (deleting a draft, publishing) never leak into the next.
    mockDb.reset();
    // Mantine's toast store outlives a story; start each with none showing or queued.
    notifications.clean();
    notifications.cleanQueue();
  },
  decorators: [
    (Story) => (
      <MantineProvider theme={bylineTheme} cssVariablesResolver={bylineCssVariablesResolver}>
        <Notifications position="top-right" autoClose={5000} />
        {/* A fresh SWR cache per story: no story sees another's data. */}
        <ApiClientProvider
          client={mockClient}
          swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
        >
          <MediaProvider baseUrl={MOCK_MEDIA_BASE_URL}>
            <Story />
          </MediaProvider>
        </ApiClientProvider>
      </MantineProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: violations fail it.
    a11y: { test: 'error' },
  },
};

export default preview;
