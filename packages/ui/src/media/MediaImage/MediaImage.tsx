import { Image } from '@mantine/core';
import { useState } from 'react';
import { imageFallbackUrl } from '../../assets';
import { useMediaSrcSet, useMediaUrl } from '../MediaProvider';

export interface MediaImageProps {
  /** A media path from the API (or any URL); missing, the fallback picture shows. */
  path: string | null | undefined;
  /** How wide the picture shows (`sizes`): the browser picks the smallest copy that fills it. */
  sizes: string;
  /** The picture's own width in pixels, when known: the `srcset` states true widths. */
  width?: number | null;
  /** Empty by default: the kit's pictures sit beside a title that says what they show. */
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A media picture with its smaller copies (`srcset`, for paths that have them) and Byline's
 * fallback: a picture that fails to load shows the fallback, and drops its copies so none of
 * them loads in its place.
 */
export function MediaImage({ path, sizes, width, alt = '', ...imageProps }: MediaImageProps) {
  const mediaUrl = useMediaUrl();
  const mediaSrcSet = useMediaSrcSet();
  // Keyed by path, so a picture reused for another story tries its own copies again.
  const [failedPath, setFailedPath] = useState<string | null | undefined>(undefined);
  const srcSet = failedPath === path ? undefined : mediaSrcSet(path, width);
  return (
    <Image
      src={mediaUrl(path)}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      fallbackSrc={imageFallbackUrl}
      alt={alt}
      onError={() => setFailedPath(path)}
      {...imageProps}
    />
  );
}
