import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_TEXTS, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
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

/** Sign Up: email, password and confirmation, each password toggleable. */
export function SignUpForm({ onSubmit, onGoogle, onApple, initialValues }: SignUpFormProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const urls = useUrls();
  const form = useForm<SignUpValues>({
    initialValues: { email: '', password: '', confirmPassword: '', ...initialValues },
    validate: {
      email: requireEmail(validationMessages.emailRequired),
      password: (value) => {
        if (value === '') return validationMessages.passwordRequired;
        if (value.length < MIN_PASSWORD_LENGTH) return validationMessages.passwordTooShort;
        return null;
      },
      confirmPassword: (value, values) => {
        if (value === '') return validationMessages.confirmPasswordRequired;
        if (value !== values.password) return validationMessages.passwordsDoNotMatch;
        return null;
      },
    },
  });

  return (
    <AuthCard title={authTexts.signupTitle}>
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
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={authTexts.confirmPasswordLabel}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Text size="sm">
            {authTexts.haveAccount}{' '}
            <Anchor component={AppLink} href={urls.login} size="sm" underline="always">
              {authTexts.loginLink}
            </Anchor>
          </Text>
          <Button type="submit" fullWidth loading={form.submitting}>
            {authTexts.signupButton}
          </Button>
        </Stack>
      </form>
      <FederatedButtons
        googleLabel={authTexts.googleSignUp}
        appleLabel={authTexts.appleSignUp}
        onGoogle={onGoogle}
        onApple={onApple}
        disabled={form.submitting}
      />
    </AuthCard>
  );
}
