import { SERVER_MESSAGES } from '../contract';

/** The client key the mocks expect in stories and tests (any non-empty key is accepted by default). */
export const MOCK_UNIQUE_KEY = 'byline-mock-unique-key';

/** Bearer token of the signed-in mock author (user 1), as the session stores it: no `Bearer ` prefix. */
export const MOCK_TOKEN = 'mock-token-amara-okafor';

/** Bearer token of the second mock author (user 2), for stories of another signed-in user. */
export const MOCK_SECOND_AUTHOR_TOKEN = 'mock-token-daniel-reyes';

export const MOCK_USER_ID = 1;
export const MOCK_SECOND_AUTHOR_ID = 2;

/** The mock accounts of each other role (contract/roles.ts), signed in by these tokens. */
export const MOCK_EDITOR_ID = 3;
export const MOCK_READER_ID = 4;
export const MOCK_CONTRIBUTOR_ID = 6;
export const MOCK_ADMIN_ID = 7;
export const MOCK_EDITOR_TOKEN = 'mock-token-lena-fischer';
export const MOCK_READER_TOKEN = 'mock-token-priya-natarajan';
export const MOCK_CONTRIBUTOR_TOKEN = 'mock-token-grace-mwangi';
export const MOCK_ADMIN_TOKEN = 'mock-token-ines-moreau';

/**
 * Where fixture media paths are served from: Storybook serves `packages/api-client/mocks-media`
 * at `/media`, so `fixtures/world-1.svg` is `/media/fixtures/world-1.svg`.
 */
export const MOCK_MEDIA_BASE_URL = '/media';
/** The size of every fixture picture (mocks-media/fixtures/*.svg). */
export const MOCK_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** The mock server's "now": fixtures are dated before it and writes are dated after it. */
export const MOCK_NOW = '2026-03-16T09:30:00.000Z';

/** How long the `slow` variants wait before answering. */
export const MOCK_SLOW_DELAY_MS = 1500;

/** The message of the `error` variants (HTTP 200, status 500 in the body): the server's own. */
export const MOCK_SERVER_ERROR_MESSAGE = SERVER_MESSAGES.internal;

/**
 * A fresh Firebase ID token of a mock user, as the browser sends it to confirm an account's
 * deletion; `stale`: one whose sign-in is older than ACCOUNT_CONFIRMATION_MAX_AGE_MS. The mocks
 * refuse any other identity as the server refuses one Firebase did not sign.
 */
export const mockIdentityToken = (userId: number, stale = false) =>
  `mock-identity-${userId}${stale ? '-stale' : ''}`;
/** The mock's confirmed subscriber, and the links of its emails (the stories open them). */
export const MOCK_SUBSCRIBER_EMAIL = 'confirmed.subscriber@example.com';
export const MOCK_NEWSLETTER_TOKENS = {
  confirm: '1.c.4102444800.Q29uZmlybS1saW5rLW9mLXRoZS1tb2NrLXN1YnNjcmk',
  manage: '1.m.4102444800.TWFuYWdlLWxpbmstb2YtdGhlLW1vY2stc3Vic2NyaWJ',
  expired: '1.m.0000000001.RXhwaXJlZC1saW5rLW9mLXRoZS1tb2NrLXN1YnNjcmk',
} as const;
