import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
import { AuthCard } from '../shared/AuthCard';
import { EmailField, requireEmail } from '../shared/EmailField';
import { FederatedButtons } from '../shared/FederatedButtons';
import { PasswordField } from '../shared/PasswordField';
import type { FederatedCallbacks, SubmitHandler } from '../shared/types';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps extends FederatedCallbacks {
  /** Called with valid values; while a returned promise is pending, LOG IN shows a loader. */
  onSubmit?: SubmitHandler<LoginValues>;
  initialValues?: Partial<LoginValues>;
}

/** Log In: email, password with a show/hide toggle, links and providers. */
export function LoginForm({ onSubmit, onGoogle, onApple, initialValues }: LoginFormProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const urls = useUrls();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', ...initialValues },
    validate: {
      email: requireEmail(validationMessages.emailRequired),
      password: (value) => (value === '' ? validationMessages.passwordRequired : null),
    },
  });

  return (
    <AuthCard title={authTexts.loginTitle}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit?.({ ...values, email: values.email.trim() });
        })}
      >
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={authTexts.passwordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Anchor component={AppLink} href={urls.signup} size="sm">
              {authTexts.signupLink}
            </Anchor>
            <Anchor component={AppLink} href={urls.forgotPassword} size="sm">
              {authTexts.forgotLink}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            {authTexts.loginButton}
          </Button>
        </Stack>
      </form>
      <FederatedButtons
        googleLabel={authTexts.googleSignIn}
        appleLabel={authTexts.appleSignIn}
        onGoogle={onGoogle}
        onApple={onApple}
        disabled={form.submitting}
      />
    </AuthCard>
  );
}
