import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../constants';
import { capitalise, formatDate, formatDraftDate, truncate } from './format';

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Short title', 60)).toBe('Short title');
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`);
  });
});

describe('dates', () => {
  it('formats other dates in en-US and drafts in en-IN', () => {
    expect(formatDate('2026-03-05T10:30:00Z')).toBe('March 5, 2026');
    expect(formatDraftDate('2026-03-05T10:30:00Z')).toMatch(/5 Mar 2026/);
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes the UTC date, whatever the time zone (server and browser agree)', () => {
    const zone = process.env.TZ;
    try {
      // Each instant is March 5 in UTC and another day in the zone (Node reads TZ on change).
      const elsewhere = [
        ['Pacific/Auckland', '2026-03-05T23:30:00Z'],
        ['America/Los_Angeles', '2026-03-05T03:30:00Z'],
      ] as const;
      for (const [timeZone, iso] of elsewhere) {
        process.env.TZ = timeZone;
        expect(new Date(iso).getDate(), timeZone).not.toBe(5);
        expect(formatDate(iso), timeZone).toBe('March 5, 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('writes exactly what Intl writes for the default format, in every month and at day ends', () => {
    const intl = new Intl.DateTimeFormat(DATE_FORMATS.default.locale, DATE_FORMATS.default.options);
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        for (const time of ['00:00:00', '23:59:59']) {
          const iso = `${2024 + (month % 3)}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}`;
          expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
          const utc = `${iso}Z`;
          expect(formatDate(utc), utc).toBe(intl.format(new Date(utc)));
        }
      }
    }
  });
});

describe('capitalise', () => {
  it('capitalises the category slug', () => {
    expect(capitalise('world')).toBe('World');
  });
});
