import { DATE_FORMATS } from '../constants';

/** Punctuation that would sit oddly before the ellipsis ("markets,..."). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u;

/**
 * Cuts text to at most `max` characters at the end of a word and adds an ellipsis (never
 * inside a word); shorter text is returned as is. Only a first word longer than `max` is
 * cut inside, as nothing better fits.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  // The last space at or before `max`: a space at `max` itself means the first `max`
  // characters end a word.
  const space = clean.slice(0, max + 1).search(/\s\S*$/u);
  if (space <= 0) return `${cutWord(clean, max)}...`;
  const kept = clean.slice(0, space).trimEnd();
  return `${kept.replace(TRAILING_PUNCTUATION, '') || kept}...`;
}

/** The first `max` characters, without half of a character written as a surrogate pair. */
function cutWord(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** The month names `DATE_FORMATS.default` (en-US, `month: 'long'`) writes. */
const EN_US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Dates use en-US everywhere except draft cards ("March 5, 2026"), in UTC so that the server
 * and every browser write the same day: the one date style of the site; every
 * date shown (cards, article, comments, follow lists, wallet, notifications, search results)
 * goes through this module.
 * Invalid input gives ''. Written out rather than through Intl: a page's first
 * `Intl.DateTimeFormat` makes the browser load its locale and time-zone data, 35–50 ms on a
 * desktop and four times that on a phone, right when a reader's page renders its first cards.
 * format.test.ts checks the result equals Intl's with `DATE_FORMATS.default` for every month.
 */
export function formatDate(iso: string | null | undefined): string {
  const date = parseDate(iso);
  if (!date) return '';
  return `${EN_US_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Draft dates in en-IN with year, short month, day, hour and minute. */
export function formatDraftDate(iso: string | null | undefined): string {
  return formatWith(iso, DATE_FORMATS.draft);
}

/** When a scheduled article goes live: the draft card's style, with the author's time zone named. */
export function formatDraftGoLive(iso: string | null | undefined): string {
  return formatWith(iso, DATE_FORMATS.draftGoLive);
}

/**
 * The site's date style with the time ("March 5, 2026 at 2:30 PM"), in the author's time zone:
 * moments the author saw on this device (the editor's device copy, revisions). Browser only.
 */
export function formatDateTime(at: Date | string | null | undefined): string {
  return formatWith(at, DATE_FORMATS.dateTime);
}

/** The time of day in the site's style ("2:30 PM"), in the author's time zone. Browser only. */
export function formatTime(at: Date | string | null | undefined): string {
  return formatWith(at, DATE_FORMATS.time);
}

type DateFormat = { locale: string; options: Intl.DateTimeFormatOptions };

/** A formatter is costly to create; a list shows dozens of dates. */
const formatters = new Map<DateFormat, Intl.DateTimeFormat>();

function parseDate(iso: Date | string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(iso: Date | string | null | undefined, format: DateFormat): string {
  const date = parseDate(iso);
  if (!date) return '';
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(format.locale, format.options);
    formatters.set(format, formatter);
  }
  return formatter.format(date);
}

/** "world" -> "World": the category page title. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
