import { z } from 'zod/mini';
import { ACCOUNT_REFUSALS } from './accountMessages';
import { walletEntrySchema } from './community';
import {
  authorSummarySchema,
  idSchema,
  mediaPathSchema,
  timestampSchema,
  userProfileSchema,
} from './entities';
import { SERVER_MESSAGES } from './messages';

/**
 * The account (docs/adr/0027, docs/privacy.md): deleting it and downloading what Byline holds
 * about a person. Changing the email or the password and the verification mail are the identity
 * provider's (Firebase), done from the browser.
 */

/** What happens to a deleted account's published articles (and its comments): kept or removed. */
export const ACCOUNT_CONTENT_CHOICES = ['keep', 'remove'] as const;
export type AccountContentChoice = (typeof ACCOUNT_CONTENT_CHOICES)[number];

/**
 * How recent the sign-in that confirms a deletion must be: the browser signs in again with the
 * password (or the provider's popup) just before, and sends that fresh Firebase ID token.
 */
export const ACCOUNT_CONFIRMATION_MAX_AGE_MS = 5 * 60_000;

/**
 * The name a deleted account shows where what it left stays: its kept articles, its kept
 * comments, the other side of its coin transfers.
 */
export const DELETED_ACCOUNT_NAME = 'Deleted author';

export const deleteAccountRequestSchema = z.object({
  /** A Firebase ID token of the account's own sign-in, at most five minutes old. */
  identity: z.string().check(z.minLength(1, SERVER_MESSAGES.identityRequired), z.maxLength(8192)),
  articles: z.enum(ACCOUNT_CONTENT_CHOICES, ACCOUNT_REFUSALS.accountContentChoice),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

const countSchema = z.number().check(z.int(), z.nonnegative());

/** What the deletion did. */
export const deleteAccountResultSchema = z.object({
  articles_kept: countSchema,
  articles_removed: countSchema,
  comments_kept: countSchema,
  comments_removed: countSchema,
});
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;

/** One of the person's articles, in any state, as they wrote it. */
export const exportedArticleSchema = z.object({
  id: idSchema,
  status: z.enum(['draft', 'published', 'scheduled']),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  content: z.string(),
  keywords: z.array(z.string()),
  creator: z.array(z.string()),
  category_id: z.number().check(z.int(), z.positive()),
  video_url: z.nullable(z.string()),
  image_url: mediaPathSchema,
  image_alt: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  published_at: z.nullable(timestampSchema),
});
export type ExportedArticle = z.infer<typeof exportedArticleSchema>;

/** One of the person's comments, hidden ones too (`hidden`: its article's author hid it). */
export const exportedCommentSchema = z.object({
  id: idSchema,
  news_id: idSchema,
  text: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  hidden: z.boolean(),
});
export type ExportedComment = z.infer<typeof exportedCommentSchema>;

export const exportedFollowSchema = z.object({
  user: authorSummarySchema,
  since: timestampSchema,
});

/**
 * Everything Byline stores about the signed-in person (docs/privacy.md): the download of "Download
 * my data", a JSON file. Lists are complete (not paged) and oldest first.
 */
export const accountExportSchema = z.object({
  exported_at: timestampSchema,
  profile: z.extend(userProfileSchema, {
    user_name: z.string(),
    login_type: z.string(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  }),
  articles: z.array(exportedArticleSchema),
  comments: z.array(exportedCommentSchema),
  following: z.array(exportedFollowSchema),
  followers: z.array(exportedFollowSchema),
  wallet: z.object({
    balance: countSchema,
    ledger: z.array(walletEntrySchema),
  }),
  newsletter: z.object({ subscribed: z.boolean() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The download's file name. */
export const accountExportFileName = (userId: number) => `byline-data-${userId}.json`;
