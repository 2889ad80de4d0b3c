import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';

/** The email field of the three sign-in forms: type email, required, autofilled (section 5). */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label={AUTH_TEXTS.emailLabel}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** Section 5: an empty email (after trimming) gets the form's warning. */
export const requireEmail =
  (message: string = VALIDATION_MESSAGES.emailRequired) =>
  (value: string) =>
    value.trim() === '' ? message : null;
