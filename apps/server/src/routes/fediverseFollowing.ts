import { SERVER_MESSAGES } from '@byline/api-client/contract';
import type { FollowingService } from '../fediverse/following/followingService';
import { registerEndpoint } from '../http/endpoint';
import { refuse } from '../http/errors';
import type { RouteDependencies } from './dependencies';

/** Readers following fediverse accounts (docs/adr/0033): follow, the list, the view, replies. */
export function registerFediverseFollowingRoutes(
  { app, rateLimits, commentLimit, reactionLimit }: RouteDependencies,
  following: FollowingService,
): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };

  registerEndpoint(app, 'followRemote', write, async ({ input, requireUser }) => ({
    data: await following.followRemote(requireUser(), input.handle),
  }));

  registerEndpoint(app, 'unfollowRemote', write, async ({ input, requireUser }) => {
    await following.unfollowRemote(requireUser(), input.account_id);
    return { data: null };
  });

  registerEndpoint(app, 'followedAccounts', read, async ({ requireUser }) => ({
    data: await following.listFollowing(requireUser()),
  }));

  registerEndpoint(app, 'followingTimeline', read, async ({ input, requireUser }) => {
    const page = await following.timeline(requireUser(), input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'replyToRemote', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    // A reply counts with the comments' limit: it is one, on another server.
    if (!(await commentLimit.take(userId))) {
      refuse({ status: 429, message: SERVER_MESSAGES.commentRateLimited });
    }
    await following.replyToRemote(userId, input.post_id, input.text);
    return { data: null };
  });

  registerEndpoint(app, 'reactToRemote', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    if (!(await reactionLimit.take(userId))) {
      refuse({ status: 429, message: SERVER_MESSAGES.reactionRateLimited });
    }
    return { data: await following.reactToRemote(userId, input.post_id, input) };
  });
}
