/**
 * Keyset cursor of the news list: the (published_at, id) of the last item of a page, as opaque
 * base64url text. Clients pass it back unchanged; anything else is rejected.
 */
export interface NewsCursor {
  publishedAt: string;
  id: number;
}

export function encodeCursor(cursor: NewsCursor): string {
  return Buffer.from(JSON.stringify([cursor.publishedAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): NewsCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [publishedAt, id] = value;
    if (typeof publishedAt !== 'string' || Number.isNaN(Date.parse(publishedAt))) return null;
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return { publishedAt: new Date(publishedAt).toISOString(), id };
  } catch {
    return null;
  }
}
