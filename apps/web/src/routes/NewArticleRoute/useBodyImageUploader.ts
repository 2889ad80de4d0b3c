import { useApiClient } from '@byline/api-client';
import { useMediaUrl } from '@byline/ui';
import type { BodyImageUploader } from '@byline/ui/editor';
import { useCallback } from 'react';

/**
 * A URL the article body can keep: a media URL of this site becomes its path (`/media/...`), so
 * the stored HTML does not depend on the host name it was written on; other URLs stay whole.
 */
export function bodyImageSrc(url: string, pageUrl: string): string {
  try {
    const parsed = new URL(url, pageUrl);
    return parsed.origin === new URL(pageUrl).origin
      ? `${parsed.pathname}${parsed.search}`
      : parsed.href;
  } catch {
    return url;
  }
}

/**
 * The editor's picture uploads (docs/product.md#pictures-in-the-body): through the server, which checks, re-encodes and
 * stores each picture; the body keeps its media URL. Progress comes from the upload itself.
 */
export function useBodyImageUploader(): BodyImageUploader {
  const client = useApiClient();
  const mediaUrl = useMediaUrl();
  return useCallback<BodyImageUploader>(
    async (file, onProgress) => {
      const image = await client.uploadBodyImage({ image: file }, { onProgress });
      const url = mediaUrl(image.path) ?? image.path;
      return {
        src: bodyImageSrc(url, globalThis.location?.href ?? 'http://localhost/'),
        width: image.width,
        height: image.height,
      };
    },
    [client, mediaUrl],
  );
}
