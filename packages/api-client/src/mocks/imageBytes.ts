/**
 * The picture formats the server accepts (apps/server/src/media/image-type.ts), known by their
 * first bytes, never by the MIME type a browser guessed. The mock checks uploads the same way.
 */
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How many leading bytes {@link looksLikeImage} needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

export function looksLikeImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/**
 * A picture's size read from its header, as far as the mock needs it to refuse a small cover as
 * the server does: PNG's IHDR, GIF's screen, WebP's VP8/VP8L/VP8X, JPEG's first SOF marker.
 * Null when the bytes say nothing readable.
 */
export function pictureSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (length: number) => bytes.length >= length;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) && has(24)) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, ascii('GIF8')) && has(10)) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && has(30)) {
    if (startsWith(bytes, ascii('VP8X'), 12)) {
      const read24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
      return { width: read24(24) + 1, height: read24(27) + 1 };
    }
    if (startsWith(bytes, ascii('VP8L'), 12)) {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (startsWith(bytes, ascii('VP8 '), 12)) {
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    }
    return null;
  }
  if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes, view);
  return null;
}

/** JPEG: walks the markers to the first start of frame (SOF0 to SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
