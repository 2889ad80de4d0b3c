import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { AccountExport, DeleteAccountRequest, DeleteAccountResult } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import type { ApiMutation } from './useMutations';

/**
 * Deletes the signed-in account (docs/adr/0027): every session ends with it, so the caller then
 * ends the session here and forgets the user's cached reads (`useResetUserCache`).
 */
export function useDeleteAccount(): ApiMutation<DeleteAccountRequest, DeleteAccountResult> {
  const client = useApiClient();
  return useSWRMutation<DeleteAccountResult, ApiError, readonly unknown[], DeleteAccountRequest>(
    swrKeys.mutation('deleteAccount'),
    (_key, { arg }) => client.deleteAccount(arg),
  );
}

/**
 * Everything stored about the signed-in person, asked for when they choose to download it (a
 * mutation, not a read: nothing is kept in the cache, and it is fetched anew each time).
 */
export function useExportAccount(): ApiMutation<void, AccountExport> {
  const client = useApiClient();
  return useSWRMutation<AccountExport, ApiError, readonly unknown[], void>(
    swrKeys.mutation('exportAccount'),
    () => client.exportAccount(),
  );
}
