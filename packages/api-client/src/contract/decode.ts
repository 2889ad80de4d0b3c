/**
 * Keywords and creator lists (docs/product.md#entities) may arrive as a real list,
 * as JSON text, or as JSON text that was itself JSON-encoded again. Every form decodes to a
 * clean list of trimmed, non-empty strings.
 */
const MAX_DECODE_DEPTH = 5;

export function decodeStringList(value: unknown): string[] {
  let current: unknown = value;
  for (let depth = 0; depth < MAX_DECODE_DEPTH && typeof current === 'string'; depth++) {
    const text = current.trim();
    if (text === '') return [];
    if (!text.startsWith('[') && !text.startsWith('"')) {
      // Plain text that is not JSON: treat it as a comma-separated list.
      return splitCommaList(text);
    }
    try {
      current = JSON.parse(text);
    } catch {
      return splitCommaList(text);
    }
  }
  if (Array.isArray(current)) {
    return current
      .flatMap((item) => (typeof item === 'string' ? [item] : []))
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  return [];
}

/** Split on commas, trim, drop empties. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A category is matched by its name, case-insensitively. */
export function findCategoryByName<T extends { name: string }>(
  categories: readonly T[],
  name: string | null | undefined,
): T | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return categories.find((category) => category.name.trim().toLowerCase() === wanted);
}
