import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../../scripts/chromium.ts';
import { BASE_URL } from './env.ts';

/** The browser every end-to-end config drives: Debian's Chromium against the stack under test. */
export const browserUse: PlaywrightTestConfig['use'] = {
  baseURL: BASE_URL,
  launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  // Wide enough for the header's category links and the drafts grid's columns.
  viewport: { width: 1280, height: 900 },
  trace: 'retain-on-failure',
};
