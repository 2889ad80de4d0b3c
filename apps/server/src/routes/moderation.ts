import {
  MODERATION_MESSAGES as MODERATION_TEXT,
  REPORT_RATE_LIMIT,
  REPORT_RATE_WINDOW_MS,
} from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import {
  block,
  blockedAccounts,
  dismissReports,
  moderateArticle,
  moderateComment,
  readLog,
  readQueue,
  report,
  suspendAccount,
} from '../moderation/moderationService';
import { readTags } from '../news/read-tags';
import type { RouteDependencies } from './dependencies';

/**
 * Moderation (docs/adr/0037, docs/roles.md): reports from every signed-in reader, the queue and
 * its actions for editors (`moderate`), the audit log for administrators, and blocks.
 */
export function registerModerationRoutes(
  { app, db, jobs, rateLimits, readCache, limits }: RouteDependencies,
  reportLimitMax = REPORT_RATE_LIMIT,
): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };
  const reportLimit = limits.keyed('reports', reportLimitMax, REPORT_RATE_WINDOW_MS);
  const commentsChanged = (articleIds: readonly number[]) =>
    readCache.invalidate(articleIds.map((id) => readTags.comments(id)));

  registerEndpoint(app, 'report', write, async ({ input, requireUser }) =>
    report(db, reportLimit, requireUser(), input),
  );

  registerEndpoint(app, 'moderationQueue', read, async ({ input, requireRole }) => {
    requireRole('moderate');
    const page = await readQueue(db, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'moderateComment', write, async ({ input, requireRole }) => {
    const moderated = await moderateComment(db, requireRole('moderate'), input);
    commentsChanged(moderated.articleIds);
    return {
      data: moderated.result,
      message:
        input.action === 'hide' ? MODERATION_TEXT.commentHidden : MODERATION_TEXT.commentRestored,
    };
  });

  registerEndpoint(app, 'moderateArticle', write, async ({ input, requireRole }) => {
    const change = await moderateArticle({ db, jobs }, requireRole('moderate'), input);
    readCache.invalidate(change.staleReads);
    return { data: change.data, message: change.message };
  });

  registerEndpoint(app, 'dismissReports', write, async ({ input, requireRole }) => ({
    data: await dismissReports(db, requireRole('moderate'), input),
    message: MODERATION_TEXT.reportsDismissed,
  }));

  registerEndpoint(app, 'suspendAccount', write, async ({ input, requireRole, request }) => {
    const moderatorId = requireRole('moderate');
    const moderated = await suspendAccount(db, moderatorId, input);
    commentsChanged(moderated.articleIds);
    // The public profile says whether the account is suspended.
    readCache.invalidate([readTags.author(input.user_id)]);
    request.log.info(
      { moderatorId, userId: input.user_id, action: input.action },
      'account moderated',
    );
    return {
      data: moderated.result,
      message:
        input.action === 'suspend'
          ? MODERATION_TEXT.accountSuspended
          : MODERATION_TEXT.accountReinstated,
    };
  });

  registerEndpoint(app, 'moderationLog', read, async ({ input, requireRole }) => {
    requireRole('readModerationLog');
    const page = await readLog(db, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'blockAccount', write, async ({ input, requireUser }) => {
    const state = await block(db, requireUser(), input);
    return {
      data: state,
      message: state.blocked ? MODERATION_TEXT.blocked : MODERATION_TEXT.unblocked,
    };
  });

  registerEndpoint(app, 'blockedAccounts', read, async ({ requireUser }) => ({
    data: await blockedAccounts(db, requireUser()),
  }));
}
