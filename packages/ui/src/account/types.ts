/**
 * What an account form's callback may answer: a message for one of its fields (a wrong current
 * password, a weak new one, an address in use), shown under that field; nothing when it went
 * through. While a returned promise is pending, the form's button shows a loader.
 */
export interface AccountFieldError<Field extends string> {
  field: Field;
  message: string;
}

export type AccountSubmit<Values, Field extends string> = (
  values: Values,
) => Promise<AccountFieldError<Field> | null | undefined> | AccountFieldError<Field> | undefined;

/** Which of the account's sections a paper section is, for its heading's id. */
export const sectionHeadingId = (name: string) => `account-${name}-heading`;
