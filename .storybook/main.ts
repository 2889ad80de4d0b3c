import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the whole repository: ui components and web pages side by side. */
const config: StorybookConfig = {
  stories: [
    // Designers' pages: introduction, theming and tokens, using the kit.
    './docs/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [
    // MSW's service worker.
    './public',
    // Fixture images of @byline/api-client/mocks, at the media base URL the mocks use.
    { from: '../packages/api-client/mocks-media', to: '/media' },
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
