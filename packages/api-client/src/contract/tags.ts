import { z } from 'zod/mini';
import { decodeNewsCursor } from './cursor';
import { wholeNumberSchema } from './entities';
import { NEWS_LIST_MAX_LIMIT, NEWS_LIST_PAGE_SIZE } from './limits';
import { SERVER_MESSAGES } from './messages';
import { isTagSlug } from './tagSlug';

/**
 * The tag page's list: live articles carrying the tag, newest first, keyset pages like a
 * category's. The first page of a tag no live article carries is a 404
 * (`SERVER_MESSAGES.tagNotFound`).
 */
export const tagNewsQuerySchema = z.object({
  tag: z.string().check(z.refine(isTagSlug, SERVER_MESSAGES.invalidTag)),
  limit: z._default(wholeNumberSchema(NEWS_LIST_MAX_LIMIT), NEWS_LIST_PAGE_SIZE),
  /** The previous page's `next_cursor`, unchanged (`decodeNewsCursor` reads it). */
  cursor: z.optional(
    z.string().check(
      z.maxLength(200),
      z.refine((text) => decodeNewsCursor(text) !== null, SERVER_MESSAGES.invalidCursor),
    ),
  ),
});
export type TagNewsQuery = z.input<typeof tagNewsQuerySchema>;
