import {
  ERROR_MESSAGES,
  failureMessage,
  SUCCESS_MESSAGES,
  useLogoutEverywhere,
  useUpdateProfile,
  useUserDetails,
} from '@byline/api-client';
import {
  ACCOUNT_TEXTS,
  AppLink,
  EditProfileForm,
  type EditProfileValues,
  PAGE_META,
  PageContainer,
  ROUTES,
  SignOutEverywhere,
} from '@byline/ui';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';
import { usePublicHost } from '../../pageMeta/publicOrigin';
import { useSession } from '../../session/SessionProvider';
import { expectSessionEnd } from '../../session/sessionRejections';
import { useLeaveForLogin } from '../../session/useLeaveForLogin';
import { useSignOutHere } from '../../session/useSignOutHere';
import { toastFailure, toastSuccess } from '../../toasts/toast';
import { useErrorToast } from '../../toasts/useErrorToast';

/** This screen words a failed read of the profile its own way (docs/product.md#edit-profile). */
const PROFILE_FETCH = { fallback: ERROR_MESSAGES.profileFetchEdit };

/** /profile/edit: name, bio and picture; email and phone are read-only. */
export function EditProfileRoute() {
  const fediverseHost = usePublicHost();
  const { session } = useSession();
  const details = useUserDetails(session?.userId);
  const updateProfile = useUpdateProfile();
  const logoutEverywhere = useLogoutEverywhere();
  const signOutHere = useSignOutHere();
  const leaveForLogin = useLeaveForLogin();
  const navigate = useNavigate();
  useErrorToast(details.error, PROFILE_FETCH);

  const save = async (values: EditProfileValues) => {
    try {
      await updateProfile.trigger(values);
      toastSuccess(SUCCESS_MESSAGES.profileSaved);
      navigate('/profile');
    } catch (error) {
      toastFailure(error);
    }
  };

  const signOutEverywhere = async () => {
    const settled = session ? expectSessionEnd(session.token) : () => undefined;
    try {
      await logoutEverywhere.trigger();
    } catch (error) {
      settled();
      toastFailure(error);
      return;
    }
    toastSuccess(SUCCESS_MESSAGES.logoutEverywhere);
    leaveForLogin(() => {
      signOutHere();
      settled();
    });
  };

  return (
    <>
      <PageMeta
        noindex
        title={PAGE_META.editProfileTitle}
        description={PAGE_META.editProfileDescription}
      />
      <PageContainer width="narrow">
        <Stack gap="xl">
          <EditProfileForm
            fediverseHost={fediverseHost}
            profile={details.data}
            loading={details.isLoading}
            error={details.error ? failureMessage(details.error, PROFILE_FETCH) : undefined}
            errorTitle={ERROR_MESSAGES.profileFetchEdit}
            onSubmit={save}
          />
          <SignOutEverywhere onConfirm={signOutEverywhere} />
          <Group>
            <Button component={AppLink} href={ROUTES.account} variant="subtle">
              {ACCOUNT_TEXTS.editProfileLink}
            </Button>
          </Group>
        </Stack>
      </PageContainer>
    </>
  );
}
