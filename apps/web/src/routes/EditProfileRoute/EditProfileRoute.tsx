import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  useUpdateProfile,
  useUserDetails,
} from '@byline/api-client';
import { EditProfileForm, type EditProfileValues } from '@byline/ui';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { useSession } from '../../session/SessionProvider';
import { toastError, toastSuccess } from '../../toasts/toast';
import { useErrorToast } from '../../toasts/useErrorToast';

/** /profile/edit: name, bio and picture; email and phone are read-only. */
export function EditProfileRoute() {
  usePageMeta('Edit profile', 'Change your name, bio and picture on Byline.');
  const { session } = useSession();
  const details = useUserDetails(session?.userId);
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const loadError = details.error ? { message: ERROR_MESSAGES.profileFetchEdit } : undefined;
  useErrorToast(loadError);

  const save = async (values: EditProfileValues) => {
    try {
      await updateProfile.trigger(values);
      toastSuccess(SUCCESS_MESSAGES.profileSaved);
      navigate('/profile');
    } catch (error) {
      toastError(error instanceof Error ? error.message : ERROR_MESSAGES.profileSave);
    }
  };

  return (
    <EditProfileForm
      profile={details.data}
      loading={details.isLoading}
      error={loadError?.message}
      onSubmit={save}
    />
  );
}
