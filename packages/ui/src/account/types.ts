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

/**
 * A form's submit: the host's answer, a field's message, goes under that field and keeps what was
 * typed; no answer empties the form (`reset`), unless `keepValues` (a dialog that closes anyway).
 */
export function answerUnderField<Values, Field extends string>(
  form: { setFieldError: (field: Field, message: string) => void; reset: () => void },
  onSubmit: AccountSubmit<Values, Field>,
  { keepValues = false }: { keepValues?: boolean } = {},
) {
  return async (values: Values) => {
    const refusal = await onSubmit(values);
    if (refusal) form.setFieldError(refusal.field, refusal.message);
    else if (!keepValues) form.reset();
  };
}
