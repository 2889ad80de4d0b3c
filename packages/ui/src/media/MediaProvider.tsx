import { createContext, type ReactNode, useCallback, useContext } from 'react';

/**
 * The API returns media as paths relative to a storage bucket (spec section 3). The host app
 * says where that bucket is served; components turn paths into URLs with `useMediaUrl`.
 */
const MediaBaseUrlContext = createContext<string>('/media');

export interface MediaProviderProps {
  /** Base URL of the media bucket, e.g. `/media` or `https://cdn.example.com/byline`. */
  baseUrl: string;
  children: ReactNode;
}

export function MediaProvider({ baseUrl, children }: MediaProviderProps) {
  return <MediaBaseUrlContext.Provider value={baseUrl}>{children}</MediaBaseUrlContext.Provider>;
}

/** Joins a media path to the base URL; absolute and data URLs pass through; null stays null. */
export function joinMediaUrl(baseUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function useMediaUrl(): (path: string | null | undefined) => string | null {
  const baseUrl = useContext(MediaBaseUrlContext);
  return useCallback((path) => joinMediaUrl(baseUrl, path), [baseUrl]);
}
