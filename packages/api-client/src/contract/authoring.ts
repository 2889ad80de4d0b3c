import { z } from 'zod/mini';
import {
  articleVersionSchema,
  categoryIdSchema,
  idSchema,
  stringListSchema,
  timestampSchema,
} from './entities';

/**
 * Revisions, versions and scheduling (docs/adr/0016). The save itself
 * (`saveArticleFieldsSchema`) carries `base_version`, `client_key`, `autosave` and `publish_at`.
 */

/**
 * Why a revision was kept: an autosave (coalesced), a manual save, a publish (or schedule), or a
 * restore of an older revision.
 */
export const revisionKindSchema = z.enum(['autosave', 'save', 'publish', 'restore']);
export type RevisionKind = z.infer<typeof revisionKindSchema>;

/** A revision in the history list (the body stays on the server until one is opened). */
export const revisionSummarySchema = z.object({
  id: idSchema,
  kind: revisionKindSchema,
  /** When it was last written (an autosave revision is updated while it coalesces). */
  saved_at: timestampSchema,
  title: z.string(),
  words: z.number().check(z.int(), z.nonnegative()),
  /** Who saved it: the writer, or an editor reviewing the draft (null: not known). */
  saved_by: z.nullable(z.string()),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** One revision, whole: what restoring it puts back. */
export const revisionSchema = z.extend(revisionSummarySchema, {
  news_id: idSchema,
  description: z.string(),
  keywords: stringListSchema,
  creator: stringListSchema,
  content: z.string(),
  video_url: z.nullable(z.string()),
  category_id: categoryIdSchema,
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsQuerySchema = z.object({ news_id: idSchema });
export const revisionIdRequestSchema = z.object({ revision_id: idSchema });
export type RevisionIdRequest = z.infer<typeof revisionIdRequestSchema>;

/**
 * Publish a draft ({news_id}), now or at `publish_at` (UTC, in the future). The
 * same call moves a scheduled article to another time. `base_version`, when sent, must be the
 * stored version.
 */
export const publishRequestSchema = z.object({
  news_id: idSchema,
  publish_at: z.optional(timestampSchema),
  base_version: z.optional(articleVersionSchema),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;
