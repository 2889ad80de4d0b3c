import { registerEndpoint } from '../http/endpoint';
import {
  readArticleStats,
  readAuthorStats,
  readSiteStats,
  readSiteStatsArticles,
  readStatsArticles,
  recordBeacon,
} from '../stats/statsService';
import type { RouteDependencies } from './dependencies';

/** Stats (docs/adr/0035): an author's own, the site's for its administrators, and the beacon. */
export function registerStatsRoutes({
  app,
  db,
  rateLimits,
  views,
  statsAdminEmails,
}: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };

  registerEndpoint(app, 'authorStats', read, async ({ input, requireUser }) => ({
    data: await readAuthorStats(db, requireUser(), input),
  }));
  registerEndpoint(app, 'statsArticles', read, async ({ input, requireUser }) => ({
    data: await readStatsArticles(db, requireUser(), input),
  }));
  registerEndpoint(app, 'articleStats', read, async ({ input, requireCaller }) => ({
    data: await readArticleStats(db, requireCaller(), statsAdminEmails, input),
  }));
  registerEndpoint(app, 'siteStats', read, async ({ input, requireCaller }) => ({
    data: await readSiteStats(db, requireCaller(), statsAdminEmails, input),
  }));
  registerEndpoint(app, 'siteStatsArticles', read, async ({ input, requireCaller }) => ({
    data: await readSiteStatsArticles(db, requireCaller(), statsAdminEmails, input),
  }));
  // Limited like any write; each reader, article and day counts once whatever is sent.
  registerEndpoint(app, 'statsBeacon', write, async ({ input, userId, request }) => ({
    data: await recordBeacon(
      views,
      { articleId: input.news_id, event: input.event, width: input.width },
      { userId, address: request.ip },
    ),
  }));
}
