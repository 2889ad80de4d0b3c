import { DATE_FORMATS } from '../constants';

/** Cuts text at `max` characters and adds an ellipsis; shorter text is returned as is. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
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
 * Section 9: dates use en-US everywhere except draft cards ("March 5, 2026"), in UTC so that the
 * server and every browser write the same day.
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

/** Section 9: draft dates in en-IN with year, short month, day, hour and minute. */
export function formatDraftDate(iso: string | null | undefined): string {
  return formatWith(iso, DATE_FORMATS.draft);
}

type DateFormat = { locale: string; options: Intl.DateTimeFormatOptions };

/** A formatter is costly to create; a list shows dozens of dates. */
const formatters = new Map<DateFormat, Intl.DateTimeFormat>();

function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(iso: string | null | undefined, format: DateFormat): string {
  const date = parseDate(iso);
  if (!date) return '';
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(format.locale, format.options);
    formatters.set(format, formatter);
  }
  return formatter.format(date);
}

/** "world" -> "World": the category page title (spec section 2). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
