import { clearAccounts } from './emulator';
import { EMULATOR_URL } from './env';

/** The stack is up (Playwright's webServer saw it): wait for the Auth emulator and clear it. */
export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${EMULATOR_URL}/`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`The Auth emulator did not start at ${EMULATOR_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await clearAccounts();
}
