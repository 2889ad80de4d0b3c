import { createHash } from 'node:crypto';
import {
  isCoverLargeEnough,
  MEDIA_RENDITION_WIDTHS,
  type MediaRenditionWidth,
  mediaRenditionPath,
  SERVER_MESSAGES,
  SITE_LOGO_MAX,
} from '@byline/api-client/contract';
import sharp from 'sharp';
import {
  ARTICLE_IMAGE_MAX_HEIGHT,
  ARTICLE_IMAGE_MAX_WIDTH,
  AVATAR_IMAGE_SIZE,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_WEBP_QUALITY,
} from '../constants';
import { HttpError } from '../http/errors';
import { detectImageType } from './image-type';
import type { MediaStorage } from './storage';

/** A cover is an article picture with a minimum size (it is the page's share card). */
export type ImageKind = 'article' | 'cover' | 'avatar' | 'logo';

const FOLDER: Record<ImageKind, string> = {
  article: 'articles',
  cover: 'articles',
  avatar: 'avatars',
  logo: 'site',
};

/** A re-encoded picture and its size in pixels. */
export interface RenderedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** A stored picture: its media path (for the database) and its size. */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload to WebP at the largest size the UI shows. Only the first frame of an
 * animation is kept, metadata (location, camera) is dropped, and EXIF orientation is applied.
 */
export async function renderImage(bytes: Buffer, kind: ImageKind): Promise<RenderedImage> {
  if (detectImageType(bytes) === null) throw new HttpError(400, SERVER_MESSAGES.invalidImage);
  let rendered: RenderedImage;
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).rotate();
    const resized =
      kind === 'avatar'
        ? image.resize(AVATAR_IMAGE_SIZE, AVATAR_IMAGE_SIZE, { fit: 'cover' })
        : kind === 'logo'
          ? image.resize(SITE_LOGO_MAX.width, SITE_LOGO_MAX.height, {
              fit: 'inside',
              withoutEnlargement: true,
            })
          : image.resize(ARTICLE_IMAGE_MAX_WIDTH, ARTICLE_IMAGE_MAX_HEIGHT, {
              fit: 'inside',
              withoutEnlargement: true,
            });
    const { data, info } = await resized
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    rendered = { bytes: data, width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt or oversized pictures are the client's problem, not a server fault.
    throw new HttpError(400, SERVER_MESSAGES.invalidImage);
  }
  // Never enlarged: a picture smaller than the largest size keeps its own, so this is the upload's.
  if (kind === 'cover' && !isCoverLargeEnough(rendered.width, rendered.height)) {
    throw new HttpError(400, SERVER_MESSAGES.coverTooSmall(rendered.width, rendered.height));
  }
  return rendered;
}

/** Content-addressed key: the same picture is stored once and may be cached forever. */
export function mediaKey(kind: ImageKind, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${FOLDER[kind]}/${hash}.webp`;
}

/** A stored article picture's copy `width` pixels wide (never wider than the picture). */
export function renderRendition(picture: Buffer, width: MediaRenditionWidth): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: IMAGE_WEBP_QUALITY })
    .toBuffer();
}

/** An article picture's smaller copies (`contract/media.ts`): their media paths and bytes. */
export async function renderRenditions(
  path: string,
  picture: Buffer,
): Promise<{ path: string; bytes: Buffer }[]> {
  const copies = await Promise.all(
    MEDIA_RENDITION_WIDTHS.map(async (width) => {
      const copyPath = mediaRenditionPath(path, width);
      return copyPath ? [{ path: copyPath, bytes: await renderRendition(picture, width) }] : [];
    }),
  );
  return copies.flat();
}

/**
 * Stores an article picture's smaller copies beside it, so pages can offer them in `srcset`.
 * Called before the picture itself is stored: whoever sees the picture's path finds them.
 */
export async function storeRenditions(
  storage: MediaStorage,
  copies: readonly { path: string; bytes: Buffer }[],
): Promise<void> {
  await Promise.all(copies.map((copy) => storage.put(copy.path, copy.bytes, 'image/webp')));
}

/** Validates, re-encodes and stores an upload (and an article picture's copies); its path and size. */
export async function storeImage(
  storage: MediaStorage,
  bytes: Buffer,
  kind: ImageKind,
): Promise<StoredImage> {
  const rendered = await renderImage(bytes, kind);
  const path = mediaKey(kind, rendered.bytes);
  if (FOLDER[kind] === FOLDER.article)
    await storeRenditions(storage, await renderRenditions(path, rendered.bytes));
  await storage.put(path, rendered.bytes, 'image/webp');
  return { path, width: rendered.width, height: rendered.height };
}
