import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import type { Ref } from 'react';
import { PasswordField } from '../../auth/shared/PasswordField';
import { ACCOUNT_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { useMessages } from '../../locale';
import { AccountSection } from '../AccountSection';
import { type AccountSubmit, answerUnderField } from '../types';

export interface ChangeEmailValues {
  newEmail: string;
  currentPassword: string;
}

export interface ChangeEmailFormProps {
  /** The address the account signs in with now. */
  email: string;
  /** False when the identity provider has not verified `email`: a resend button is offered. */
  emailVerified?: boolean;
  /** An address a confirmation link was sent to, not opened yet. */
  pendingEmail?: string | null;
  /** Sends the confirmation link; may answer a field's message (wrong password, address taken). */
  onSubmit: AccountSubmit<ChangeEmailValues, keyof ChangeEmailValues>;
  /** Sends the pending link (or the verification mail) again. */
  onResend?: () => unknown;
  /** A resend under way: its button shows a loader. */
  resending?: boolean;
  /** Ref to the section, the root element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Change email, re-verified: the new address gets a link, and the address changes only when it
 * is opened (the identity provider's verify-before-update). Asks for the current password.
 */
export function ChangeEmailForm({
  email,
  emailVerified = true,
  pendingEmail,
  onSubmit,
  onResend,
  resending = false,
  ref,
}: ChangeEmailFormProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const validation = useMessages(VALIDATION_MESSAGES);
  const form = useForm<ChangeEmailValues>({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: {
      newEmail: (value) => (value.trim() === '' ? validation.emailRequired : null),
      currentPassword: (value) => (value === '' ? validation.passwordRequired : null),
    },
  });

  return (
    <AccountSection ref={ref} name="email" heading={texts.emailHeading}>
      <Text size="sm">{texts.currentEmail(email)}</Text>
      {!emailVerified && !pendingEmail && (
        <Alert color="blue" variant="light" title={texts.unverified}>
          {onResend && (
            <Button size="xs" variant="outline" onClick={() => onResend()} loading={resending}>
              {texts.resendVerificationButton}
            </Button>
          )}
        </Alert>
      )}
      {pendingEmail && (
        <Alert color="blue" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{texts.pendingEmail(pendingEmail)}</Text>
            {onResend && (
              <Button size="xs" variant="outline" onClick={() => onResend()} loading={resending}>
                {texts.resendButton}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {texts.emailChangeExplained}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(
          answerUnderField(form, (values: ChangeEmailValues) =>
            onSubmit({ ...values, newEmail: values.newEmail.trim() }),
          ),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={texts.newEmailLabel}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('newEmail')}
          />
          <PasswordField
            label={texts.currentPasswordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <Group>
            <Button
              type="submit"
              loading={form.submitting}
              leftSection={<IconMailForward size={16} aria-hidden="true" />}
            >
              {texts.changeEmailButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
