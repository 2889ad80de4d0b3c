import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { bylineCssVariablesResolver, bylineTheme } from '@byline/ui';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SWRConfig } from 'swr';

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <MantineProvider theme={bylineTheme} cssVariablesResolver={bylineCssVariablesResolver}>
        <Notifications position="top-right" autoClose={5000} />
        {/* A fresh SWR cache per story: no story sees another's data. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Story />
        </SWRConfig>
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
