import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the site is published (`https://news.example`), for canonical and share URLs, which must
 * be absolute. The server says (PUBLIC_ORIGIN) and hands it to the browser with the page; a page
 * rendered in the browser alone (development, stories) uses its own origin.
 */
const PublicOriginContext = createContext<string | null>(null);

export function PublicOriginProvider({
  origin,
  children,
}: {
  origin: string;
  children: ReactNode;
}) {
  return <PublicOriginContext.Provider value={origin}>{children}</PublicOriginContext.Provider>;
}

export function usePublicOrigin(): string {
  const origin = useContext(PublicOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** An absolute URL for `pathOrUrl` (a path, or a URL on another host such as a media CDN). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
