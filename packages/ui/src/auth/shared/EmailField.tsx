import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

/** The email field of the three sign-in forms: type email, required, autofilled. */
export function EmailField(props: TextInputProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  return (
    <TextInput label={authTexts.emailLabel} type="email" autoComplete="email" required {...props} />
  );
}

/** An empty email (after trimming) gets the form's warning. */
export const requireEmail = (message: string) => (value: string) =>
  value.trim() === '' ? message : null;
