import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../constants';
import {
  createFormatters,
  DEFAULT_FORMATTERS,
  RECENT_ACTIVITY_MS,
  RECENT_NEWS_MS,
} from './formatters';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("Byline's own formatters (no host locale)", () => {
  const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

  it('write "how long ago" exactly as Intl does in en-US, for every count', () => {
    for (let minutes = 1; minutes < 60; minutes++) {
      expect(DEFAULT_FORMATTERS.relative(before(minutes * MINUTE), now, DAY)).toBe(
        intl.format(-minutes, 'minute'),
      );
    }
    for (let hours = 1; hours < 24; hours++) {
      expect(DEFAULT_FORMATTERS.relative(before(hours * HOUR + 59 * MINUTE), now, DAY)).toBe(
        intl.format(-hours, 'hour'),
      );
    }
    for (let days = 1; days < 7; days++) {
      expect(DEFAULT_FORMATTERS.relative(before(days * DAY), now, RECENT_ACTIVITY_MS)).toBe(
        intl.format(-days, 'day'),
      );
    }
  });

  it('give no words under a minute, past the limit, in the future or for an invalid date', () => {
    expect(DEFAULT_FORMATTERS.relative(before(30_000), now, DAY)).toBeNull();
    expect(DEFAULT_FORMATTERS.relative(before(RECENT_NEWS_MS), now, RECENT_NEWS_MS)).toBeNull();
    expect(DEFAULT_FORMATTERS.relative(before(-2 * HOUR), now, DAY)).toBeNull();
    expect(DEFAULT_FORMATTERS.relative('not a date', now, DAY)).toBeNull();
  });

  it('write counts as Intl does in en-US', () => {
    const numbers = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -4200]) {
      expect(DEFAULT_FORMATTERS.number(value)).toBe(numbers.format(value));
    }
  });

  it("keep the spec's date styles: en-US, and en-IN on drafts", () => {
    const at = '2026-03-05T14:07:00.000Z';
    expect(DEFAULT_FORMATTERS.date(at)).toBe(
      new Intl.DateTimeFormat(DATE_FORMATS.default.locale, DATE_FORMATS.default.options).format(
        new Date(at),
      ),
    );
    expect(DEFAULT_FORMATTERS.draftDate(at)).toBe(
      new Intl.DateTimeFormat(DATE_FORMATS.draft.locale, DATE_FORMATS.draft.options).format(
        new Date(at),
      ),
    );
  });
});

describe("a host's locale", () => {
  const french = createFormatters('fr-FR');
  const at = '2026-03-05T14:07:00.000Z';

  it('writes dates, counts and "how long ago" in it', () => {
    expect(french.date(at)).toBe('5 mars 2026');
    expect(french.number(1_234_567)).toBe(new Intl.NumberFormat('fr-FR').format(1_234_567));
    expect(french.relative(before(3 * HOUR), now, DAY)).toBe('il y a 3 heures');
    expect(french.relative(before(DAY), now, RECENT_ACTIVITY_MS)).toBe('hier');
  });

  it('keeps the site date style in UTC, so server and browser write the same day', () => {
    expect(french.date('2026-03-05T23:30:00.000Z')).toBe('5 mars 2026');
    expect(createFormatters('de-DE').date(at)).toBe('5. März 2026');
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(french.date(null)).toBe('');
    expect(french.date('not a date')).toBe('');
  });

  it("is Byline's own when no locale is given", () => {
    expect(createFormatters(undefined)).toBe(DEFAULT_FORMATTERS);
  });
});
