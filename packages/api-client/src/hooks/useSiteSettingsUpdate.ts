import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { SiteSettings, UpdateSiteSettingsRequest, UploadSiteLogoInput } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import type { ApiMutation } from './useMutations';

/**
 * An administrator saves the site's settings (docs/adr/0038); every page of this tab shows them
 * at once (the layout reads the same key). A module of its own: only the settings page's chunk.
 */
export function useUpdateSiteSettings(): ApiMutation<UpdateSiteSettingsRequest, SiteSettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<SiteSettings, ApiError, readonly unknown[], UpdateSiteSettingsRequest>(
    swrKeys.mutation('updateSiteSettings'),
    async (_key, { arg }) => {
      const saved = await client.updateSiteSettings(arg);
      await mutate(swrKeys.siteSettings(), saved, { revalidate: false });
      return saved;
    },
  );
}

/** An administrator uploads the site's logo; this tab's pages show it at once. */
export function useUploadSiteLogo(): ApiMutation<UploadSiteLogoInput, SiteSettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<SiteSettings, ApiError, readonly unknown[], UploadSiteLogoInput>(
    swrKeys.mutation('uploadSiteLogo'),
    async (_key, { arg }) => {
      const saved = await client.uploadSiteLogo(arg);
      await mutate(swrKeys.siteSettings(), saved, { revalidate: false });
      return saved;
    },
  );
}
