import { pageRead, parseId } from '@byline/api-client';
import { pageSubject, type RouteReads } from '../../app/routeReads';

/** `/profile/:userId`: the author's public profile and articles. */
export const authorProfileReads = (({ params }) => {
  const userId = parseId(params.userId);
  if (userId === null) return null;
  return { author: pageSubject(pageRead.authorProfile(userId)) };
}) satisfies RouteReads;
