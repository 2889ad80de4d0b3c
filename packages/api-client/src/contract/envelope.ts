import { z } from 'zod/mini';

/** Every response is wrapped as {status, message, data}. */
export function envelopeSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({
    status: z.number().check(z.int()),
    message: z.string(),
    data,
  });
}

/** A keyset-paginated list: data is the page, next_cursor opens the next one (null at the end). */
export function pageEnvelopeSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.extend(envelopeSchema(z.array(item)), {
    next_cursor: z.nullable(z.string()),
  });
}

/** What a failed call answers: a status other than 200 and the reason. */
export const errorEnvelopeSchema = z.object({
  status: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
