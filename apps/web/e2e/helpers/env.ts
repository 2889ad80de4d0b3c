/**
 * Where the stack under test listens. playwright.config.ts starts it on these ports; set
 * E2E_PORT and E2E_AUTH_EMULATOR_PORT to move it (for example beside a running dev stack).
 */
export const E2E_API_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9199);
export const BASE_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const EMULATOR_URL = `http://127.0.0.1:${E2E_AUTH_PORT}`;
/**
 * A second Byline site on another loopback address, with its own database (fediverse.e2e.ts
 * starts it): the two federate as two servers on the internet would.
 */
export const E2E_PEER_HOST = '127.0.0.2';
export const E2E_PEER_PORT = E2E_API_PORT + 1;
export const PEER_URL = `http://${E2E_PEER_HOST}:${E2E_PEER_PORT}`;
/** The stack's own SMTP server when it is given none (scripts/dev.mjs MAIL_PORT: the API's port + 25). */
export const E2E_STACK_MAIL_PORT = E2E_API_PORT + 25;
/** The SMTP server the newsletter test starts; the stack sends its mail there (SMTP_PORT). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_API_PORT + 40);
/** The Firebase project and web API key the web build uses against the emulator. */
/** The site's X account in the stack the tests start (SITE_X_HANDLE). */
export const E2E_SITE_X_HANDLE = 'byline_e2e';
/** The administrator of the stack the tests start (BYLINE_ADMIN_EMAILS; docs/roles.md). */
export const E2E_ADMIN_EMAIL = 'newsroom-admin@byline.test';

export const PROJECT_ID = 'demo-byline';
export const API_KEY = 'demo-api-key';
/** The fixed client key the run command gives the server and the web build (the `unique-key` header). */
export const UNIQUE_KEY = process.env.UNIQUE_KEY ?? 'byline-dev-unique-key';
