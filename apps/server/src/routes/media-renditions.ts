import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIA_RENDITION_NAME,
  MEDIA_RENDITION_WIDTHS,
  type MediaRenditionWidth,
} from '@byline/api-client/contract';
import type { ServerConfig } from '../config';
import { MEDIA_CACHE_CONTROL } from '../constants';
import { renderRendition } from '../media/images';
import type { LocalMediaStorage } from '../media/storage';
import type { RouteDependencies } from './dependencies';

const isRenditionWidth = (width: number): width is MediaRenditionWidth =>
  (MEDIA_RENDITION_WIDTHS as readonly number[]).includes(width);

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A picture's smaller copy (`contract/media.ts`) from local storage. New pictures are stored
 * with their copies; one stored before copies existed gets them here, made at its first request
 * and kept (once, however many ask at the same time). Only the contract's widths are made, so no
 * request can make the server resize to any size it likes.
 */
export function registerMediaRenditionRoutes(
  { app }: Pick<RouteDependencies, 'app'>,
  storage: LocalMediaStorage,
  config: Pick<ServerConfig, 'mediaBasePath'>,
): void {
  const making = new Map<string, Promise<Buffer | null>>();

  async function makeCopy(copyPath: string, sourcePath: string, width: MediaRenditionWidth) {
    const picture = await readIfPresent(path.join(storage.directory, sourcePath));
    if (!picture) return null;
    const bytes = await renderRendition(picture, width);
    await storage.put(copyPath, bytes);
    return bytes;
  }

  // Other media paths (the pictures themselves, avatars) do not match and go on to the
  // static files registered after this route.
  app.get(
    `${config.mediaBasePath}/articles/:file(^[a-f0-9]{32}-w\\d+\\.webp$)`,
    async (request, reply) => {
      const copyPath = `articles/${(request.params as { file: string }).file}`;
      const [, sourceStem, widthText] = MEDIA_RENDITION_NAME.exec(copyPath) ?? [];
      const width = Number(widthText);
      if (!sourceStem || !isRenditionWidth(width)) return reply.callNotFound();
      let bytes = await readIfPresent(path.join(storage.directory, copyPath));
      if (!bytes) {
        let pending = making.get(copyPath);
        if (!pending) {
          pending = makeCopy(copyPath, `${sourceStem}.webp`, width).finally(() =>
            making.delete(copyPath),
          );
          making.set(copyPath, pending);
        }
        bytes = await pending;
      }
      if (!bytes) return reply.callNotFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .send(bytes);
    },
  );
}
