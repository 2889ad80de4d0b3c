import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { ACCOUNT_TEXTS, PROFILE_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback';
import { useMessages } from '../../locale';
import { BackToProfileButton } from '../../profile/BackToProfileButton/BackToProfileButton';
import { ChangeEmailForm, type ChangeEmailFormProps } from '../ChangeEmailForm/ChangeEmailForm';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from '../ChangePasswordForm/ChangePasswordForm';
import {
  DeleteAccountSection,
  type DeleteAccountSectionProps,
} from '../DeleteAccountSection/DeleteAccountSection';
import { DownloadDataSection } from '../DownloadDataSection/DownloadDataSection';

export interface AccountPageProps {
  /** The address the account signs in with; undefined while it loads. */
  email?: string;
  emailVerified?: boolean;
  pendingEmail?: string | null;
  /** False for an account that signs in with Google or Apple (no password to change or type). */
  passwordSignIn?: boolean;
  loading?: boolean;
  /** The account could not be read: this message instead of the forms. */
  error?: string | null;
  onRetry?: () => void;
  onChangeEmail: ChangeEmailFormProps['onSubmit'];
  onResend?: () => unknown;
  resending?: boolean;
  onChangePassword: ChangePasswordFormProps['onSubmit'];
  onDownload: () => unknown;
  onDelete: DeleteAccountSectionProps['onDelete'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The account page (docs/adr/0027): email (changed only once the new address confirms it),
 * password, the download of one's data, and deleting the account.
 */
export function AccountPage({
  email,
  emailVerified,
  pendingEmail,
  passwordSignIn = true,
  loading = false,
  error,
  onRetry,
  onChangeEmail,
  onResend,
  resending,
  onChangePassword,
  onDownload,
  onDelete,
  ref,
}: AccountPageProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const profileTexts = useMessages(PROFILE_TEXTS);
  return (
    <Stack ref={ref} gap="lg" maw={640} mx="auto" w="100%">
      <BackToProfileButton />
      <div>
        <Title order={1} fz="h2">
          {texts.title}
        </Title>
        <Text c="dimmed">{texts.intro}</Text>
      </div>
      {error ? (
        <ErrorNotice title={profileTexts.loadError} message={error} onRetry={onRetry} />
      ) : loading || email === undefined ? (
        <Stack gap="lg" aria-busy="true" aria-label={profileTexts.loading} role="status">
          <Skeleton height={220} radius="md" />
          <Skeleton height={260} radius="md" />
        </Stack>
      ) : (
        <>
          {passwordSignIn && (
            <ChangeEmailForm
              email={email}
              emailVerified={emailVerified}
              pendingEmail={pendingEmail}
              onSubmit={onChangeEmail}
              onResend={onResend}
              resending={resending}
            />
          )}
          <ChangePasswordForm onSubmit={onChangePassword} passwordSignIn={passwordSignIn} />
          <DownloadDataSection onDownload={onDownload} />
          <DeleteAccountSection onDelete={onDelete} passwordSignIn={passwordSignIn} />
        </>
      )}
    </Stack>
  );
}
