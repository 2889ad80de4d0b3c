import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { AuthCard } from '../shared/AuthCard';
import { EmailField, requireEmail } from '../shared/EmailField';
import type { SubmitHandler } from '../shared/types';

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps {
  /** Called with the email; while a returned promise is pending, the button shows a loader. */
  onSubmit?: SubmitHandler<ForgotPasswordValues>;
  initialValues?: Partial<ForgotPasswordValues>;
}

/** Forgot Password (spec sections 2 and 5): one email field, Send Reset Link, links back. */
export function ForgotPasswordForm({ onSubmit, initialValues }: ForgotPasswordFormProps) {
  const urls = useUrls();
  const form = useForm<ForgotPasswordValues>({
    initialValues: { email: '', ...initialValues },
    validate: {
      email: requireEmail(VALIDATION_MESSAGES.resetEmailRequired),
    },
  });

  return (
    <AuthCard title={AUTH_TEXTS.forgotTitle}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit?.({ email: values.email.trim() });
        })}
      >
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {AUTH_TEXTS.resetButton}
          </Button>
          <Group justify="space-between">
            <Anchor component={AppLink} href={urls.login} size="sm">
              {AUTH_TEXTS.loginLink}
            </Anchor>
            <Anchor component={AppLink} href={urls.signup} size="sm">
              {AUTH_TEXTS.signupLink}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
