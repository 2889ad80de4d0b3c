import {
  isFediverseHandle,
  isXHandle,
  normaliseFediverseHandle,
  normaliseXHandle,
  type UserProfile,
} from '@byline/api-client/contract';
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera, IconCoin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { AVATAR_SIZE, PROFILE_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { ErrorNotice } from '../../feedback';
import { useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { BackToProfileButton } from '../BackToProfileButton/BackToProfileButton';

export interface EditProfileValues {
  full_name: string;
  author_bio: string;
  /** Without the "@" ('' for none). */
  x_handle: string;
  /** Lower-case, without the "@" ('' for none: not on the fediverse). */
  fediverse_handle: string;
  /** Only when the author picked a new picture. */
  user_profile?: File;
}

export interface EditProfileFormProps {
  profile?: UserProfile;
  /** Called with the trimmed values; while a returned promise is pending, SAVE CHANGES shows a loader. */
  onSubmit?: (values: EditProfileValues) => unknown;
  /** Called when BUY COINS shows its placeholder notice. */
  onBuyCoins?: () => void;
  loading?: boolean;
  /** When set, the profile could not be read: this message (the server's, or the host's fallback). */
  error?: string | null;
  /** The site's host (`news.example`): the fediverse handle field shows `@handle@host`. */
  fediverseHost?: string;
  /**
   * The failed read's notice title, as the host words it (the product's `Unable to fetch
   * profile details.`); without it, `error` is the title.
   */
  errorTitle?: string;
}

/** A picked file's preview URL, released when the file changes or the form goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Edit Profile (docs/product.md#edit-profile): a 150 px avatar with an image-only picker and preview,
 * an editable name and bio, read-only email and phone, BUY COINS (placeholder) and SAVE CHANGES.
 */
export function EditProfileForm({
  profile,
  onSubmit,
  onBuyCoins,
  loading,
  error,
  errorTitle,
  fediverseHost,
}: EditProfileFormProps) {
  const profileTexts = useMessages(PROFILE_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const mediaUrl = useMediaUrl();
  const [picked, setPicked] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [coinsNotice, setCoinsNotice] = useState(false);
  const preview = useObjectUrl(picked);

  const form = useForm({
    initialValues: {
      full_name: profile?.full_name ?? '',
      author_bio: profile?.author_bio ?? '',
      x_handle: profile?.x_handle ?? '',
      fediverse_handle: profile?.fediverse_handle ?? '',
    },
    validate: {
      full_name: (value) => (value.trim() === '' ? validationMessages.fullNameRequired : null),
      x_handle: (value) => {
        const handle = normaliseXHandle(value);
        return handle === '' || isXHandle(handle) ? null : profileTexts.xHandleInvalid;
      },
      fediverse_handle: (value) => {
        const handle = normaliseFediverseHandle(value);
        return handle === '' || isFediverseHandle(handle)
          ? null
          : profileTexts.fediverseHandleInvalid;
      },
    },
  });

  // The profile usually arrives after the first render: fill the form once per author, and
  // never over the author's typing when the same profile is fetched again.
  const filledFor = useRef<number | null>(null);
  const { setInitialValues, setValues } = form;
  useEffect(() => {
    if (!profile || filledFor.current === profile.user_id) return;
    filledFor.current = profile.user_id;
    const values = {
      full_name: profile.full_name,
      author_bio: profile.author_bio,
      x_handle: profile.x_handle,
      fediverse_handle: profile.fediverse_handle,
    };
    setInitialValues(values);
    setValues(values);
  }, [profile, setInitialValues, setValues]);

  if (loading) return <EditProfileSkeleton />;

  const pickImage = (file: File | null) => {
    if (!file) return;
    // The avatar must be an image file (the picker's filter can be bypassed).
    if (!file.type.startsWith('image/')) {
      setPickError(profileTexts.avatarNotImage);
      return;
    }
    setPickError(null);
    setPicked(file);
  };

  const avatarSrc = preview ?? mediaUrl(profile?.user_profile) ?? defaultAvatarUrl;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" w="100%">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit?.({
            full_name: values.full_name.trim(),
            author_bio: values.author_bio.trim(),
            x_handle: normaliseXHandle(values.x_handle),
            fediverse_handle: normaliseFediverseHandle(values.fediverse_handle),
            ...(picked ? { user_profile: picked } : {}),
          });
        })}
      >
        <Stack gap="md">
          <Group justify="space-between">
            <BackToProfileButton />
          </Group>
          <Title order={1} fz="h2">
            {profileTexts.editProfile}
          </Title>

          {error && (
            <ErrorNotice
              title={errorTitle ?? error}
              message={errorTitle !== undefined && errorTitle !== error ? error : ''}
            />
          )}

          <Stack align="center" gap="xs">
            <Avatar
              src={avatarSrc}
              alt={picked ? profileTexts.avatarPreviewAlt : profileTexts.avatarAlt}
              size={AVATAR_SIZE.editProfile}
              radius={AVATAR_SIZE.editProfile}
              data-testid="profile-avatar"
            />
            <FileButton onChange={pickImage} accept="image/*">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconCamera size={16} aria-hidden="true" />}
                >
                  {profileTexts.changeAvatar}
                </Button>
              )}
            </FileButton>
            {picked && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {picked.name}
              </Text>
            )}
            {pickError && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {pickError}
              </Text>
            )}
          </Stack>

          <TextInput
            label={profileTexts.nameLabel}
            autoComplete="name"
            required
            {...form.getInputProps('full_name')}
          />
          <TextInput
            label={profileTexts.emailLabel}
            value={profile?.user_email ?? ''}
            readOnly
            type="email"
          />
          <TextInput
            label={profileTexts.phoneLabel}
            value={profile?.user_mobile_no ?? ''}
            readOnly
            type="tel"
          />
          <Textarea
            label={profileTexts.bioLabel}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('author_bio')}
          />
          <TextInput
            label={profileTexts.xHandleLabel}
            description={profileTexts.xHandleDescription}
            placeholder="@"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('x_handle')}
          />
          <TextInput
            label={profileTexts.fediverseHandleLabel}
            description={profileTexts.fediverseHandleDescription}
            placeholder="@"
            autoComplete="off"
            spellCheck={false}
            rightSection={
              fediverseHost ? (
                <Text size="sm" c="dimmed" pr="xs">
                  @{fediverseHost}
                </Text>
              ) : undefined
            }
            rightSectionWidth={fediverseHost ? 'auto' : undefined}
            rightSectionPointerEvents="none"
            {...form.getInputProps('fediverse_handle')}
          />

          {coinsNotice && (
            <Alert
              variant="light"
              color="gray"
              role="status"
              withCloseButton
              closeButtonLabel={profileTexts.dismiss}
              onClose={() => setCoinsNotice(false)}
            >
              {profileTexts.buyCoinsPlaceholder}
            </Alert>
          )}

          <Group justify="space-between" gap="sm">
            <Button
              variant="outline"
              leftSection={<IconCoin size={16} aria-hidden="true" />}
              onClick={() => {
                setCoinsNotice(true);
                onBuyCoins?.();
              }}
            >
              {profileTexts.buyCoinsButton}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {profileTexts.saveButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function EditProfileSkeleton() {
  const profileTexts = useMessages(PROFILE_TEXTS);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" w="100%">
      <Stack gap="md" aria-busy="true" aria-label={profileTexts.loading} role="status">
        <Skeleton height={36} width={160} />
        <Stack align="center">
          <Skeleton circle height={AVATAR_SIZE.editProfile} />
          <Skeleton height={36} width={160} />
        </Stack>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={58} />
        ))}
        <Skeleton height={120} />
      </Stack>
    </Paper>
  );
}
