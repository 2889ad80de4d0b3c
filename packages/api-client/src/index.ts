/**
 * @byline/api-client: the contract, the typed fetch client and the SWR hooks.
 * Mocks live at `@byline/api-client/mocks` so the app never bundles fixtures.
 */
export * from './client';
export * from './contract';
export * from './hooks';
