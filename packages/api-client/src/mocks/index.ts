/**
 * MSW handlers and fixtures for stories and tests: `@byline/api-client/mocks`. Kept apart from
 * the package's main entry so the app never bundles fixtures.
 */
import { createMockApi } from './handlers';

export * from './constants';
export type {
  MockRequestLogEntry,
  WireArticle,
  WireDraft,
  WireNewsItem,
  WireRevision,
} from './db';
export { defaultMockSiteSettings, MockDb } from './db';
export * from './fixtures';
export type {
  CreateMockApiOptions,
  MockApi,
  MockHandlerVariants,
  MockVariantName,
  MockVariants,
} from './handlers';
export { createMockApi, MOCK_VARIANT_NAMES } from './handlers';

/**
 * A shared default backend for stories that only read. Stories that write (delete a draft,
 * publish) should call `createMockApi()` for their own state, or `mockDb.reset()` before each.
 */
const defaultMockApi = createMockApi();

/** All calls answering `success` from the shared default backend. */
export const handlers = defaultMockApi.handlers;
/** Every state of every call on the shared default backend: `mockHandlers.drafts.empty`. */
export const mockHandlers = defaultMockApi.variants;
/** The shared default backend's state. */
export const mockDb = defaultMockApi.db;
