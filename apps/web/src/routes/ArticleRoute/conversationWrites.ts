/**
 * The conversation's writes (replying, reacting), loaded when a reader first replies or reacts:
 * they stay out of the article page's first load (docs/adr/0025).
 */
export { reactToArticle, reactToComment, replyToComment } from '@byline/api-client';

import {
  type ConversationWrites,
  MODERATION_MESSAGES,
  type ReportRequest,
} from '@byline/api-client';

/** A reader's report (docs/adr/0037): answers the message to show (sent, or updated). */
export async function report(writes: ConversationWrites, input: ReportRequest): Promise<string> {
  const sent = await writes.client.report(input);
  return sent.updated ? MODERATION_MESSAGES.reportUpdated : MODERATION_MESSAGES.reported;
}
