import {
  ROLE_MESSAGES,
  roleAllows,
  SITE_SETTINGS_MESSAGES,
  type UpdateSiteSettingsRequest,
  useSiteSettings,
  useUpdateSiteSettings,
  useUploadSiteLogo,
  useUserDetails,
} from '@byline/api-client';
import { PageContainer, SETTINGS_TEXTS, SiteSettingsForm } from '@byline/ui';
import { Alert, Loader, Text, Title } from '@mantine/core';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/**
 * /settings/site: the administrators' site settings (docs/adr/0038). The server checks the role
 * on save; the page itself is behind the session guard.
 */
export function SiteSettingsRoute() {
  const { session } = useSession();
  const role = useUserDetails(session?.userId).data?.role;
  const settings = useSiteSettings();
  const { trigger } = useUpdateSiteSettings();
  const { trigger: uploadLogo } = useUploadSiteLogo();
  const save = async (request: UpdateSiteSettingsRequest, logo: File | null) => {
    try {
      if (logo) await uploadLogo({ logo });
      await trigger(request);
    } catch (error) {
      toastFailure(error);
      return false;
    }
    toastSuccess(SITE_SETTINGS_MESSAGES.saved);
    return true;
  };
  return (
    <PageContainer width="narrow">
      <PageMeta noindex title={SETTINGS_TEXTS.title} description={SETTINGS_TEXTS.intro} />
      <Title order={1} mb="xs">
        {SETTINGS_TEXTS.title}
      </Title>
      <Text c="dimmed" mb="md">
        {SETTINGS_TEXTS.intro}
      </Text>
      {role !== undefined && !roleAllows(role, 'manageSettings') ? (
        // What the server would answer a save: said before anyone fills the form in.
        <Alert color="red" title={SETTINGS_TEXTS.title}>
          {ROLE_MESSAGES.manageSettings}
        </Alert>
      ) : settings.data ? (
        // A fresh form when the saved settings change (another administrator's save).
        <SiteSettingsForm key={settings.data.version} settings={settings.data} onSave={save} />
      ) : settings.error ? (
        <Alert color="red" title={SETTINGS_TEXTS.loadError}>
          {settings.error.message}
        </Alert>
      ) : (
        <Loader aria-label={SETTINGS_TEXTS.loading} />
      )}
    </PageContainer>
  );
}
