import { DATE_FORMATS } from '../constants';

/** Cuts text at `max` characters and adds an ellipsis; shorter text is returned as is. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}

/** Section 9: dates use en-US everywhere except draft cards. Invalid input gives ''. */
export function formatDate(iso: string | null | undefined): string {
  return formatWith(iso, DATE_FORMATS.default);
}

/** Section 9: draft dates in en-IN with year, short month, day, hour and minute. */
export function formatDraftDate(iso: string | null | undefined): string {
  return formatWith(iso, DATE_FORMATS.draft);
}

type DateFormat = { locale: string; options: Intl.DateTimeFormatOptions };

/** Creating a formatter costs about a millisecond on a phone; a page shows dozens of dates. */
const formatters = new Map<DateFormat, Intl.DateTimeFormat>();

function formatWith(iso: string | null | undefined, format: DateFormat): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
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
