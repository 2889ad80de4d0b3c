import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
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

/** Log In (spec sections 2 and 5): email, password with a show/hide toggle, links and providers. */
export function LoginForm({ onSubmit, onGoogle, onApple, initialValues }: LoginFormProps) {
  const urls = useUrls();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', ...initialValues },
    validate: {
      email: requireEmail(),
      password: (value) => (value === '' ? VALIDATION_MESSAGES.passwordRequired : null),
    },
  });

  return (
    <AuthCard title={AUTH_TEXTS.loginTitle}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit?.({ ...values, email: values.email.trim() });
        })}
      >
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={AUTH_TEXTS.passwordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Anchor component={AppLink} href={urls.signup} size="sm">
              {AUTH_TEXTS.signupLink}
            </Anchor>
            <Anchor component={AppLink} href={urls.forgotPassword} size="sm">
              {AUTH_TEXTS.forgotLink}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            {AUTH_TEXTS.loginButton}
          </Button>
        </Stack>
      </form>
      <FederatedButtons
        googleLabel={AUTH_TEXTS.googleSignIn}
        appleLabel={AUTH_TEXTS.appleSignIn}
        onGoogle={onGoogle}
        onApple={onApple}
        disabled={form.submitting}
      />
    </AuthCard>
  );
}
