/**
 * A chosen picture's size in pixels, read by the browser's own decoder; null when it cannot
 * decode it (the server then judges the file).
 */
export async function readPictureSize(
  file: Blob,
): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
