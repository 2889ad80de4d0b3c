/**
 * The web app's configuration, read once from Vite's environment (VITE_* variables) with
 * defaults that match the run command on one machine.
 */
export interface WebConfig {
  /** Base URL of the API server; '' means the same origin (the production build is served by it). */
  apiBaseUrl: string;
  /** The fixed client key sent as the unique-key header on every call. */
  uniqueKey: string;
  /** Where media paths from the API are served (the spec's cloud storage bucket). */
  mediaBaseUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** When set (development and tests), Firebase Auth talks to this emulator. */
    authEmulatorUrl: string | null;
  };
}

const env = import.meta.env;

const read = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

const projectId = read(env.VITE_FIREBASE_PROJECT_ID, 'demo-byline');

export const webConfig: WebConfig = {
  apiBaseUrl: read(env.VITE_API_BASE_URL, ''),
  uniqueKey: read(env.VITE_UNIQUE_KEY, 'byline-dev-unique-key'),
  mediaBaseUrl: read(env.VITE_MEDIA_BASE_URL, `${read(env.VITE_API_BASE_URL, '')}/media`),
  firebase: {
    apiKey: read(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: read(env.VITE_FIREBASE_AUTH_DOMAIN, `${projectId}.firebaseapp.com`),
    projectId,
    authEmulatorUrl:
      env.VITE_FIREBASE_AUTH_EMULATOR_URL === 'off'
        ? null
        : read(env.VITE_FIREBASE_AUTH_EMULATOR_URL, env.PROD ? '' : 'http://127.0.0.1:9099') ||
          null,
  },
};
