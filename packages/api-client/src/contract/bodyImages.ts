import { z } from 'zod/mini';

/**
 * Images in the article body (docs/product.md#pictures-in-the-body): the editor uploads each picture on its own, the server
 * checks it by its bytes, re-encodes and stores it like a cover, and the body keeps only the
 * stored picture's URL (never a `data:` URL).
 */

/** The upload's text fields: none; the picture travels as the multipart file part. */
export const uploadBodyImageFieldsSchema = z.strictObject({});

/** A stored body picture: its media path (joined to the media base URL to show) and its size. */
export const bodyImageSchema = z.object({
  path: z.string(),
  width: z.number(),
  height: z.number(),
});
export type BodyImage = z.infer<typeof bodyImageSchema>;

/** What the client's upload method takes: the picture file. */
export interface UploadBodyImageInput {
  image: Blob;
}
