import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  answerFollowRequest,
  listFediverseFollowers,
  setFediverseApproval,
} from '../fediverse/followerService';
import { registerEndpoint } from '../http/endpoint';
import { readTags } from '../news/read-tags';
import type { RouteDependencies } from './dependencies';

/** The author's side of the fediverse in the API: their remote followers and requests. */
export function registerFediverseApiRoutes({
  app,
  db,
  jobs,
  rateLimits,
  readCache,
}: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };

  registerEndpoint(app, 'fediverseFollowers', read, async ({ requireUser }) => ({
    data: await listFediverseFollowers(db, requireUser()),
  }));

  registerEndpoint(app, 'fediverseApproval', write, async ({ input, requireUser }) => {
    await setFediverseApproval(db, requireUser(), input.approve);
    return {
      data: { approves_followers: input.approve },
      message: input.approve
        ? SUCCESS_MESSAGES.fediverseApprovalOn
        : SUCCESS_MESSAGES.fediverseApprovalOff,
    };
  });

  registerEndpoint(app, 'fediverseFollowAnswer', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const answer = await answerFollowRequest({ db, jobs }, userId, input.follower_id, input.accept);
    // An accepted follower counts in the figure every profile shows.
    if (answer.accepted) readCache.invalidate([readTags.author(userId)]);
    return {
      data: answer,
      message: answer.accepted
        ? SUCCESS_MESSAGES.fediverseFollowAccepted
        : SUCCESS_MESSAGES.fediverseFollowRejected,
    };
  });
}
