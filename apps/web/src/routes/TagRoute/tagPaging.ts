import { ROUTES } from '@byline/ui';

/** A tag page's query parameter: the list starts after this cursor (LOAD MORE's link). */
export const TAG_BEFORE_PARAM = 'before';

/** A tag page's URL: its first page, or the page that starts after a cursor. */
export function tagPageUrl(slug: string, before?: string | null): string {
  return before
    ? `${ROUTES.tag(slug)}?${new URLSearchParams({ [TAG_BEFORE_PARAM]: before })}`
    : ROUTES.tag(slug);
}
