import { CATEGORY_BY_SLUG } from './categories';
import { parseId } from './ids';
import { PAGE_PATHS } from './site';
import { tagSlug } from './tagSlug';

const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(PAGE_PATHS).flatMap((path) => (typeof path === 'string' ? [path] : [])),
);

/** A path segment as typed (`Climate%20Change` → `Climate Change`); '' for a broken escape. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * The one address of a page that answers at several (`/article/01`, `/article/1/`,
 * `/news/World`, `/profile/1/`, `/tag/Climate%20Change`): the path the server redirects to (301), or null when `pathname`
 * is the page's own address already, or is no page at all (the router answers 404).
 */
export function canonicalPagePath(pathname: string): string | null {
  // `//host/…` would leave the site as a redirect's Location: never a page of ours.
  if (!pathname.startsWith('/') || /^\/[/\\]/.test(pathname)) return null;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const [, section, param, ...rest] = trimmed.split('/');
  // A fixed page (`/search/`), else only the pages below; anything else is not found as asked.
  let canonical = FIXED_PAGE_PATHS.has(trimmed) ? trimmed : pathname;
  if (rest.length === 0 && param !== undefined) {
    if (section === 'article') {
      const id = parseId(param);
      if (id !== null) canonical = PAGE_PATHS.article(id);
    } else if (section === 'profile') {
      const id = parseId(param);
      if (id !== null) canonical = PAGE_PATHS.authorProfile(id);
    } else if (section === 'news') {
      const slug = param.toLowerCase();
      if (Object.hasOwn(CATEGORY_BY_SLUG, slug)) canonical = PAGE_PATHS.category(slug);
    } else if (section === 'tag') {
      // `/tag/Climate%20Change` is `/tag/climate-change`; a keyword without a slug is no page.
      const slug = tagSlug(decodedSegment(param));
      if (slug !== '') canonical = PAGE_PATHS.tag(slug);
    }
  }
  return canonical === pathname ? null : canonical;
}
