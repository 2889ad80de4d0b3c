/**
 * Word count and reading time of an article body, decided once: the editor counts live, the
 * article page shows the minutes, and the server (on every save) and the mocks store them as a
 * news item's `reading_minutes`, so cards show the same number without the body.
 */

/** Words a reader reads in a minute. */
export const READING_WORDS_PER_MINUTE = 200;

export interface ReadingStats {
  /** Words of the body's text (tags stripped). */
  words: number;
  /** Whole minutes, rounded up; at least 1 when there is a word, 0 for a body without text. */
  minutes: number;
}

/**
 * The body's text as words are counted in it: tags become spaces, `&nbsp;` a space and other
 * character references nothing (so `&amp;` is no word). Migration 0010 backfills stored articles
 * with the same steps in SQL.
 */
export function bodyText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&#?\w+;/g, '');
}

/** A word holds at least one letter or digit (a lone dash or emoji is not one). */
const WORD = /[\p{L}\p{N}_]/u;

export function readingStats(html: string): ReadingStats {
  const words = bodyText(html)
    .split(/\s+/)
    .filter((token) => WORD.test(token)).length;
  const minutes = words === 0 ? 0 : Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
  return { words, minutes };
}

/**
 * Whether a body has something to publish: any text, or a picture (a photo story is a body; its
 * alt text and caption say what it shows). Empty paragraphs, spaces and line breaks are not.
 */
export function hasArticleBody(html: string): boolean {
  return /<img\b/i.test(html) || bodyText(html).trim() !== '';
}
