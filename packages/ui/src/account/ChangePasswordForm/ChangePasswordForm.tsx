import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import type { Ref } from 'react';
import { PasswordField } from '../../auth/shared/PasswordField';
import { ACCOUNT_TEXTS, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '../../constants';
import { useMessages } from '../../locale';
import { AccountSection } from '../AccountSection';
import { type AccountSubmit, answerUnderField } from '../types';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /**
   * Changes the password after signing in again with the current one; may answer a field's
   * message (a wrong current password, a new one the provider finds too weak).
   */
  onSubmit: AccountSubmit<ChangePasswordValues, keyof ChangePasswordValues>;
  /** False for an account that signs in with Google or Apple: it has no password here. */
  passwordSignIn?: boolean;
  /** Ref to the section, the root element. */
  ref?: Ref<HTMLElement>;
}

/** Change password: the current one, the new one twice. */
export function ChangePasswordForm({
  onSubmit,
  passwordSignIn = true,
  ref,
}: ChangePasswordFormProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const validation = useMessages(VALIDATION_MESSAGES);
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? validation.passwordRequired : null),
      newPassword: (value) => {
        if (value === '') return validation.passwordRequired;
        if (value.length < MIN_PASSWORD_LENGTH) return validation.passwordTooShort;
        return null;
      },
      confirmPassword: (value, values) => {
        if (value === '') return validation.confirmPasswordRequired;
        if (value !== values.newPassword) return validation.passwordsDoNotMatch;
        return null;
      },
    },
  });

  return (
    <AccountSection ref={ref} name="password" heading={texts.passwordHeading}>
      {passwordSignIn ? (
        <form noValidate onSubmit={form.onSubmit(answerUnderField(form, onSubmit))}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {texts.passwordChangeExplained}
            </Text>
            <PasswordField
              label={texts.currentPasswordLabel}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label={texts.newPasswordLabel}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordField
              label={texts.confirmNewPasswordLabel}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Group>
              <Button
                type="submit"
                loading={form.submitting}
                leftSection={<IconKey size={16} aria-hidden="true" />}
              >
                {texts.changePasswordButton}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {texts.noPassword}
        </Text>
      )}
    </AccountSection>
  );
}
