/**
 * JSON to put inside a `<script>` element: `<` is escaped (JSON reads `\u003c` back as `<`), so
 * no text in the data, an article's say, can close the element or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
