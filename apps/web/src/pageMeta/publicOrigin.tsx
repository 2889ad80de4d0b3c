import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Where the site is published (`https://news.example`), for canonical and share URLs, which must
 * be absolute, and the site's X account for share cards. The server says (PUBLIC_ORIGIN,
 * SITE_X_HANDLE) and hands both to the browser with the page; a page rendered in the browser
 * alone (development, stories) uses its own origin and names no account.
 */
const PublicOriginContext = createContext<{ origin: string; xHandle: string | null } | null>(null);

export function PublicOriginProvider({
  origin,
  xHandle = null,
  children,
}: {
  origin: string;
  xHandle?: string | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ origin, xHandle }), [origin, xHandle]);
  return <PublicOriginContext.Provider value={value}>{children}</PublicOriginContext.Provider>;
}

export function usePublicOrigin(): string {
  const site = useContext(PublicOriginContext);
  return site?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The site's X account, without the "@", or null when it has none. */
export function useSiteXHandle(): string | null {
  return useContext(PublicOriginContext)?.xHandle ?? null;
}

/** An absolute URL for `pathOrUrl` (a path, or a URL on another host such as a media CDN). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** The host people on the fediverse name the site's authors by (`@handle@host`). */
export function usePublicHost(): string | undefined {
  const origin = usePublicOrigin();
  return URL.canParse(origin) ? new URL(origin).host : undefined;
}
