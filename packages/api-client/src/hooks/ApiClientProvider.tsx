import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../client/ApiError';
import type { ApiClient } from '../client/createApiClient';
import { type SwrSnapshot, snapshotSwrConfig } from './snapshot';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Retry only what may succeed on its own (no connection, a 5xx). A refusal from the backend,
 * a contract breach or a missing token will answer the same way again.
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export interface ApiClientProviderProps {
  client: ApiClient;
  /**
   * Extra SWR options for everything below, e.g. `{ provider: () => new Map() }` for a fresh cache
   * per story or test, or `{ dedupingInterval: 0 }`.
   */
  swrConfig?: SWRConfiguration;
  /**
   * The reads a server rendered the page with (`createPrefetcher`): the hooks start from them and
   * do not ask again on the first mount. A server passes one per request (its own cache).
   */
  snapshot?: SwrSnapshot;
  children: ReactNode;
}

/** Makes the client available to the hooks and sets SWR's retry policy for API errors. */
export function ApiClientProvider({
  client,
  swrConfig,
  snapshot,
  children,
}: ApiClientProviderProps) {
  const config = useMemo<SWRConfiguration>(
    () => ({
      shouldRetryOnError: isTransientError,
      ...(snapshot ? snapshotSwrConfig(snapshot) : {}),
      ...swrConfig,
    }),
    [snapshot, swrConfig],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
