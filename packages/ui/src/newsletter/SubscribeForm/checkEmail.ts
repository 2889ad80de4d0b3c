import { subscriberEmailSchema } from '@byline/api-client/contract';

/** An address as the server will store it, or the server's reason it is refused. */
export type CheckedEmail = { ok: true; email: string } | { ok: false; message: string };

/**
 * The server's own rule for an address, in its own module: SubscribeForm loads it at the first
 * submit, because the footer is on every page and the schema would bring zod into every
 * reader's first load.
 */
export function checkEmail(email: string, fallbackMessage: string): CheckedEmail {
  const checked = subscriberEmailSchema.safeParse(email);
  return checked.success
    ? { ok: true, email: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? fallbackMessage };
}
