import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
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

/** Forgot Password: one email field, Send Reset Link, links back. */
export function ForgotPasswordForm({ onSubmit, initialValues }: ForgotPasswordFormProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const urls = useUrls();
  const form = useForm<ForgotPasswordValues>({
    initialValues: { email: '', ...initialValues },
    validate: {
      email: requireEmail(validationMessages.resetEmailRequired),
    },
  });

  return (
    <AuthCard title={authTexts.forgotTitle}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit?.({ email: values.email.trim() });
        })}
      >
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {authTexts.resetButton}
          </Button>
          <Group justify="space-between">
            <Anchor component={AppLink} href={urls.login} size="sm">
              {authTexts.loginLink}
            </Anchor>
            <Anchor component={AppLink} href={urls.signup} size="sm">
              {authTexts.signupLink}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
