import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser here: tests drive the system Chromium
 * (Debian's `chromium` package) unless CHROMIUM_PATH points elsewhere.
 */
export function chromiumExecutablePath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    // Not fatal here: unit tests need no browser. Browser projects fail with this hint.
    console.warn('Chromium was not found: `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  return found ?? '/usr/bin/chromium';
}

/** Flags that keep headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS };
}
