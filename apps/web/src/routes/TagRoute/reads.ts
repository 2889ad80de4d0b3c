import { isTagSlug, pageRead } from '@byline/api-client';
import { pageSubject, type RouteReads } from '../../app/routeReads';
import { TAG_BEFORE_PARAM } from './tagPaging';

/**
 * `/tag/:tag`: the tag's first page (after its cursor) and Most Read. A path that is not a slug
 * is no page (the server sends `/tag/Climate%20Change` to `/tag/climate-change` before this).
 */
export const tagReads = (({ params, searchParams }) => {
  const tag = params.tag ?? '';
  if (!isTagSlug(tag)) return null;
  return {
    list: pageSubject(pageRead.tagNews({ tag, startCursor: searchParams.get(TAG_BEFORE_PARAM) })),
    mostRead: pageRead.mostWatched(),
  };
}) satisfies RouteReads;
