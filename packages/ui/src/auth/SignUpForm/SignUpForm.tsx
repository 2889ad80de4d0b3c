import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { AuthCard } from '../shared/AuthCard';
import { EmailField, requireEmail } from '../shared/EmailField';
import { FederatedButtons } from '../shared/FederatedButtons';
import { PasswordField } from '../shared/PasswordField';
import type { FederatedCallbacks, SubmitHandler } from '../shared/types';

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpFormProps extends FederatedCallbacks {
  /** Called with valid values; while a returned promise is pending, SIGN UP shows a loader. */
  onSubmit?: SubmitHandler<SignUpValues>;
  initialValues?: Partial<SignUpValues>;
}

/** Sign Up (spec sections 2 and 5): email, password and confirmation, each password toggleable. */
export function SignUpForm({ onSubmit, onGoogle, onApple, initialValues }: SignUpFormProps) {
  const urls = useUrls();
  const form = useForm<SignUpValues>({
    initialValues: { email: '', password: '', confirmPassword: '', ...initialValues },
    validate: {
      email: requireEmail(),
      password: (value) => {
        if (value === '') return VALIDATION_MESSAGES.passwordRequired;
        if (value.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
        return null;
      },
      confirmPassword: (value, values) => {
        if (value === '') return VALIDATION_MESSAGES.confirmPasswordRequired;
        if (value !== values.password) return VALIDATION_MESSAGES.passwordsDoNotMatch;
        return null;
      },
    },
  });

  return (
    <AuthCard title={AUTH_TEXTS.signupTitle}>
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
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={AUTH_TEXTS.confirmPasswordLabel}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Text size="sm">
            {AUTH_TEXTS.haveAccount}{' '}
            <Anchor component={AppLink} href={urls.login} size="sm" underline="always">
              {AUTH_TEXTS.loginLink}
            </Anchor>
          </Text>
          <Button type="submit" fullWidth loading={form.submitting}>
            {AUTH_TEXTS.signupButton}
          </Button>
        </Stack>
      </form>
      <FederatedButtons
        googleLabel={AUTH_TEXTS.googleSignUp}
        appleLabel={AUTH_TEXTS.appleSignUp}
        onGoogle={onGoogle}
        onApple={onApple}
        disabled={form.submitting}
      />
    </AuthCard>
  );
}
