import { PAGE_META } from '@byline/ui/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageMeta } from '../pageMeta/PageMeta';
import { useSession } from '../session/SessionProvider';

/** Where to go after signing in: `?next=` when a guarded page sent the visitor, else home. */
export const NEXT_PARAM = 'next';
const LOGIN_PATH = '/login';

/** The login page, with the way back to `location` (a page of this site) in `?next=`. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  if (location.pathname === LOGIN_PATH) return `${location.pathname}${location.search}`;
  const next = `${location.pathname}${location.search}`;
  return `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/**
 * The layout route of the pages rendered in the browser only: those that depend on who is signed
 * in or load browser-only code (sign-in, the editor). The server sends their frame, signed out;
 * the page appears once the browser knows the session.
 */
export function BrowserOnly() {
  const { known } = useSession();
  // Until then the frame carries the site's title and description (every page has them). Each of
  // these pages is someone's own (or a form): none is for search results.
  return known ? (
    <Outlet />
  ) : (
    <PageMeta noindex canonicalPath={null} title={null} description={PAGE_META.homeDescription} />
  );
}

/**
 * The layout route of the pages that need an account: a signed-out visitor goes to /login,
 * and back to the page after signing in.
 */
export function RequireSession() {
  const { signedIn, known } = useSession();
  const location = useLocation();
  if (!known) return null;
  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** The layout route of sign-up and forgot-password: a signed-in user goes home. */
export function RedirectIfSignedIn() {
  const { signedIn, known } = useSession();
  if (!known) return null;
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}

/** Any control character (tab, newline, ...): browsers drop some of them from URLs silently. */
const hasControlCharacter = (value: string) =>
  [...value].some((character) => character < ' ' || character === '\u007f');
/** An origin no page of ours has: whatever resolves elsewhere leads off the site. */
const SAME_SITE = 'https://byline.invalid';

/**
 * The page `?next=` names, when it is one of this site's; home otherwise (quietly: a bad `next`
 * is no reason to fail a sign-in). Browsers read `//host`, `/\host` and, after dropping tabs and
 * newlines, `/<tab>/host` as another site, so the value must start with one slash, hold no
 * backslash or control character, and resolve to this origin.
 */
export function safeNextPath(value: string | null): string {
  if (!value?.startsWith('/') || value.includes('\\') || hasControlCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SAME_SITE && !path.startsWith('//') ? path : '/';
}
