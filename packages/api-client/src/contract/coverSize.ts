// A module of its own: the server and the editor check a cover's size, a reader's page never
// does, and beside the media paths (which reader pages use) it would travel in their first load.

/**
 * The smallest cover accepted: it becomes the page's share card and its NewsArticle image, so it
 * meets the link-preview minimum (200 × 200, as Facebook's) and Google's 50,000 pixels.
 */
export const COVER_MIN_SIZE = { width: 200, height: 200, pixels: 50_000 } as const;

/** Whether a picture of this size may be a cover. */
export function isCoverLargeEnough(width: number, height: number): boolean {
  return (
    width >= COVER_MIN_SIZE.width &&
    height >= COVER_MIN_SIZE.height &&
    width * height >= COVER_MIN_SIZE.pixels
  );
}
