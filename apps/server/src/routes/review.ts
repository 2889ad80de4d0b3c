import { roleAllows } from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import {
  addReviewNote,
  readReviewNotes,
  readReviewQueue,
  sendBack,
  submitForReview,
} from '../review/reviewService';
import type { RouteDependencies } from './dependencies';

/**
 * Editorial review (docs/adr/0036, docs/roles.md): writers submit (`writeDrafts`), editors read
 * the queue, note and send back (`review`); approving is a publish (routes/news.ts).
 */
export function registerReviewRoutes({ app, db, rateLimits }: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };

  registerEndpoint(app, 'submitForReview', write, async ({ input, requireRole }) =>
    submitForReview(db, requireRole('writeDrafts'), input.news_id),
  );

  registerEndpoint(app, 'reviewQueue', read, async ({ input, requireRole }) => {
    requireRole('review');
    const page = await readReviewQueue(db, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'reviewNotes', read, async ({ input, requireCaller }) => {
    const caller = requireCaller();
    return {
      data: await readReviewNotes(
        db,
        caller.userId,
        roleAllows(caller.role, 'review'),
        input.news_id,
      ),
    };
  });

  registerEndpoint(app, 'addReviewNote', write, async ({ input, requireRole }) =>
    addReviewNote(db, requireRole('review'), input),
  );

  registerEndpoint(app, 'sendBack', write, async ({ input, requireRole }) =>
    sendBack(db, requireRole('review'), input),
  );
}
