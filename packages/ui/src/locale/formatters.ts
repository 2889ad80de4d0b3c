import { DATE_FORMATS } from '../constants/spec';
import {
  formatDate,
  formatDateTime,
  formatDraftDate,
  formatDraftGoLive,
  formatTime,
} from '../format/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How dates, numbers and "how long ago" are written, in one locale. */
export interface Formatters {
  /** The host's locale (BCP 47), or undefined for Byline's (the spec's en-US, drafts en-IN). */
  readonly locale: string | undefined;
  /** A published date ("March 5, 2026"), in UTC so the server and every browser agree. */
  date(at: string | null | undefined): string;
  /** A date with the time, in the reader's time zone (browser only). */
  dateTime(at: Date | string | null | undefined): string;
  /** The time of day, in the reader's time zone (browser only). */
  time(at: Date | string | null | undefined): string;
  /** A draft card's date. */
  draftDate(at: string | null | undefined): string;
  /** When a scheduled article goes live, with the time zone named. */
  draftGoLive(at: string | null | undefined): string;
  /** A count: "1,234". */
  number(value: number): string;
  /** "5 minutes ago" up to `within` ms before `now`; null beyond. */
  relative(at: string, now: number, within: number): string | null;
}

/** The elapsed time in the largest unit that fits: what `relative` counts. */
function elapsedIn(elapsed: number): [number, Intl.RelativeTimeFormatUnit] {
  if (elapsed < HOUR) return [Math.floor(elapsed / MINUTE), 'minute'];
  if (elapsed < DAY) return [Math.floor(elapsed / HOUR), 'hour'];
  return [Math.floor(elapsed / DAY), 'day'];
}

function relativeWith(
  format: (count: number, unit: Intl.RelativeTimeFormatUnit) => string,
): Formatters['relative'] {
  return (at, now, within) => {
    const elapsed = now - Date.parse(at);
    if (!(elapsed >= MINUTE && elapsed < within)) return null;
    return format(...elapsedIn(elapsed));
  };
}

/**
 * English as `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` writes it, without creating
 * one: a page's first Intl formatter loads locale data (35–50 ms on a desktop, four times that on
 * a phone) while its first cards render. formatters.test.ts compares it with Intl for every count.
 */
function englishRelative(count: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (unit === 'day' && count === 1) return 'yesterday';
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** "1,234,567" as en-US writes it, without Intl (as above). */
function englishNumber(value: number): string {
  if (!Number.isInteger(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Byline's own: the spec's en-US (drafts en-IN), written without Intl where it can be. */
export const DEFAULT_FORMATTERS: Formatters = {
  locale: undefined,
  date: formatDate,
  dateTime: formatDateTime,
  time: formatTime,
  draftDate: formatDraftDate,
  draftGoLive: formatDraftGoLive,
  number: englishNumber,
  relative: relativeWith(englishRelative),
};

function parse(at: Date | string | null | undefined): Date | null {
  if (!at) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date writer in `locale` with one of the site's date styles; formatters made on first use. */
function dateWriter(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (at: Date | string | null | undefined) => {
    const date = parse(at);
    if (!date) return '';
    format ??= new Intl.DateTimeFormat(locale, options);
    return format.format(date);
  };
}

/** The host's locale: the site's date styles and counts through Intl, made once per locale. */
export function createFormatters(locale: string | undefined): Formatters {
  if (locale === undefined) return DEFAULT_FORMATTERS;
  let numbers: Intl.NumberFormat | undefined;
  let relative: Intl.RelativeTimeFormat | undefined;
  return {
    locale,
    date: dateWriter(locale, DATE_FORMATS.default.options),
    dateTime: dateWriter(locale, DATE_FORMATS.dateTime.options),
    time: dateWriter(locale, DATE_FORMATS.time.options),
    draftDate: dateWriter(locale, DATE_FORMATS.draft.options),
    draftGoLive: dateWriter(locale, DATE_FORMATS.draftGoLive.options),
    number: (value) => {
      numbers ??= new Intl.NumberFormat(locale);
      return numbers.format(value);
    },
    relative: relativeWith((count, unit) => {
      relative ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      return relative.format(-count, unit);
    }),
  };
}

/** Recent enough for "3 hours ago" on news; older stories show their date. */
export const RECENT_NEWS_MS = DAY;
/** Notifications say "3 days ago" up to a week; from then a date says more. */
export const RECENT_ACTIVITY_MS = 7 * DAY;
