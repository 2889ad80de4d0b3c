import { SOURCE_MARKER_PARAM, type StatsSource } from '@byline/api-client/contract';

/** Where a counted view came from: a class, and a domain for sites and search engines. */
export interface ViewSource {
  source: StatsSource;
  domain: string;
}

/** Hosts of search engines (a suffix match on the referrer's host, `www.` dropped). */
const SEARCH_ENGINES = [
  'google.',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yandex.',
  'baidu.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'kagi.com',
];

/** The `ref` (or `utm_medium`/`utm_source`) markers of the site's own feed and newsletter links. */
const MARKED_SOURCES: Record<string, StatsSource> = {
  feed: 'feed',
  rss: 'feed',
  atom: 'feed',
  newsletter: 'newsletter',
  email: 'newsletter',
  fediverse: 'fediverse',
  activitypub: 'fediverse',
};

/** The longest domain kept; longer ones are cut (a forged header cannot store a long text). */
const DOMAIN_MAX = 100;

const isSearchEngine = (host: string) =>
  SEARCH_ENGINES.some((engine) =>
    engine.endsWith('.')
      ? host.startsWith(engine) || host.includes(`.${engine}`)
      : host === engine || host.endsWith(`.${engine}`),
  );

/**
 * Classifies a view from what its request says: a marker the site put on its own feed and
 * newsletter links first, then the Referer's host (only the domain is kept, never the URL).
 */
export function classifyReferrer({
  referrer,
  marker,
  siteOrigin,
}: {
  referrer: string | undefined;
  marker: string | undefined;
  siteOrigin: string;
}): ViewSource {
  const marked = marker ? MARKED_SOURCES[marker.trim().toLowerCase()] : undefined;
  if (marked) return { source: marked, domain: '' };
  if (!referrer || !URL.canParse(referrer)) return { source: 'direct', domain: '' };
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { source: 'direct', domain: '' };
  if (url.origin === siteOrigin) return { source: 'internal', domain: '' };
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .slice(0, DOMAIN_MAX);
  return { source: isSearchEngine(host) ? 'search' : 'website', domain: host };
}

/** The marker of a page address: `ref`, else `utm_medium`, else `utm_source`. */
export function markerOf(pageUrl: string): string | undefined {
  const query = pageUrl.indexOf('?');
  if (query < 0) return undefined;
  const params = new URLSearchParams(pageUrl.slice(query + 1));
  return (
    params.get(SOURCE_MARKER_PARAM) ??
    params.get('utm_medium') ??
    params.get('utm_source') ??
    undefined
  );
}

/**
 * The header a server-rendered page's reads carry with the page address's marker
 * (src/pages/inProcessFetch.ts); the page's Referer goes along as `referer`.
 */
export const VIEW_MARKER_HEADER = 'x-byline-ref';

/** The source of a view from its request's headers. */
export function viewSourceOf(
  headers: Record<string, string | string[] | undefined>,
  siteOrigin: string,
): ViewSource {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return classifyReferrer({
    referrer: one(headers.referer),
    marker: one(headers[VIEW_MARKER_HEADER]),
    siteOrigin,
  });
}
