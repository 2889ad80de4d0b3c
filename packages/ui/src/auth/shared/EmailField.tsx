import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

/** The email field of the three sign-in forms: type email, required, autofilled (section 5). */
export function EmailField(props: TextInputProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  return (
    <TextInput label={authTexts.emailLabel} type="email" autoComplete="email" required {...props} />
  );
}

/** Section 5: an empty email (after trimming) gets the form's warning. */
export const requireEmail = (message: string) => (value: string) =>
  value.trim() === '' ? message : null;
