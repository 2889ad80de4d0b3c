import { subscriberEmailSchema } from '@byline/api-client/contract';

/**
 * The server's own rule for an address, in its own module: SubscribeForm loads it at the first
 * submit, because the footer is on every page and the schema would bring zod into every
 * reader's first load.
 */
export function checkEmail(email: string) {
  return subscriberEmailSchema.safeParse(email);
}
