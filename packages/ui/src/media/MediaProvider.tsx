import {
  ARTICLE_IMAGE_MAX_WIDTH,
  MEDIA_RENDITION_WIDTHS,
  mediaRenditionPath,
} from '@byline/api-client/contract';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

/**
 * The API returns media as paths relative to a storage bucket. The host app
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

/**
 * A `srcset` for a media path: the picture's smaller copies (`contract/media.ts`) and the picture
 * itself, so the browser downloads the smallest that fills the box; undefined for a path that has
 * no copies (avatars, outside URLs, another CMS's paths), which then loads as `src` alone.
 * `width` is the picture's own width when known: each file is offered at its true width (a copy
 * is never wider than the picture); unknown, the picture counts as the widest stored.
 */
export function mediaSrcSet(
  baseUrl: string,
  path: string | null | undefined,
  width?: number | null,
): string | undefined {
  if (!path || !mediaRenditionPath(path, MEDIA_RENDITION_WIDTHS[0])) return undefined;
  const ownWidth = width ?? ARTICLE_IMAGE_MAX_WIDTH;
  const entry = (file: string | null, fileWidth: number) =>
    `${joinMediaUrl(baseUrl, file)} ${fileWidth}w`;
  return [
    ...MEDIA_RENDITION_WIDTHS.filter((copyWidth) => copyWidth < ownWidth).map((copyWidth) =>
      entry(mediaRenditionPath(path, copyWidth), copyWidth),
    ),
    entry(path, ownWidth),
  ].join(', ');
}

export function useMediaSrcSet(): (
  path: string | null | undefined,
  width?: number | null,
) => string | undefined {
  const baseUrl = useContext(MediaBaseUrlContext);
  return useCallback((path, width) => mediaSrcSet(baseUrl, path, width), [baseUrl]);
}
