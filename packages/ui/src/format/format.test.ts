import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../constants';
import {
  capitalise,
  formatDate,
  formatDateTime,
  formatDraftDate,
  formatDraftGoLive,
  formatTime,
  truncate,
} from './format';

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Short title', 60)).toBe('Short title');
    expect(truncate('  Short title  ', 11)).toBe('Short title');
  });

  it('cuts after the last whole word that fits, without trailing punctuation', () => {
    const headline = 'The experiment was performed entirely in orbit';
    expect(truncate(headline, 40)).toBe('The experiment was performed entirely in...');
    expect(truncate(headline, 39)).toBe('The experiment was performed entirely...');
    // A space right after the limit: the first `max` characters end a word.
    expect(truncate(headline, 37)).toBe('The experiment was performed entirely...');
    expect(truncate(headline, 36)).toBe('The experiment was performed...');
    expect(truncate('Markets, traders and lights', 12)).toBe('Markets...');
    expect(truncate('Prices rise — again', 14)).toBe('Prices rise...');
  });

  it('cuts inside a word only when the first word alone is longer than the limit', () => {
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`);
    expect(truncate('Harbourmasterships everywhere', 10)).toBe('Harbourmas...');
    // Never half of a character written as two UTF-16 units.
    expect(truncate('ab😀cd', 3)).toBe('ab...');
  });

  it('never cuts inside a word, over many generated texts and limits', () => {
    const random = seeded(14);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const letters = [...'abcdefghijklmnopqrstuvwxyzéüßø0123456789'];
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(letters)).join('');
    // Words with opening and closing punctuation, some hyphenated ("well-known").
    const token = () =>
      `${pick(['', '', '', '"', '('])}${word()}${pick(['', '', `-${word()}`, ',', '.', ':', '!', '?', ')'])}`;
    const gap = () => pick([' ', ' ', ' ', '  ', '\n', ' — ', '\t']);

    for (let run = 0; run < 5000; run++) {
      const count = 1 + Math.floor(random() * 25);
      const text = Array.from({ length: count }, token).join(gap()).trim();
      const max = 1 + Math.floor(random() * 90);
      const result = truncate(text, max);
      const context = JSON.stringify({ text, max, result });
      if (text.length <= max) {
        expect(result, context).toBe(text);
        continue;
      }
      expect(result.endsWith('...'), context).toBe(true);
      const kept = result.slice(0, -3);
      expect(kept.length, context).toBeLessThanOrEqual(max);
      expect(kept.length, context).toBeGreaterThan(0);
      expect(text.startsWith(kept), context).toBe(true);
      const firstWordEnd = endOfToken(text, 0);
      if (firstWordEnd > max) {
        // Nothing whole fits: the first word is cut at the limit.
        expect(kept, context).toBe(text.slice(0, max));
        continue;
      }
      // The cut is at a word boundary: a word character is never followed by one.
      const last = kept.at(-1) ?? '';
      const next = text.charAt(kept.length);
      expect(WORD_CHARACTER.test(last) && WORD_CHARACTER.test(next), context).toBe(false);
      expect(/\s$/u.test(kept), context).toBe(false);
      // And it is the longest such cut: no further whole word fits (only punctuation is left out).
      const rest = text.slice(kept.length, max + 1);
      const lastSpace = rest.search(/\s\S*$/u);
      expect(WORD_CHARACTER.test(rest.slice(0, Math.max(lastSpace, 0))), context).toBe(false);
    }
  });
});

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The index of the first whitespace at or after `from` (the text's length when none). */
function endOfToken(text: string, from: number): number {
  const found = text.slice(from).search(/\s/u);
  return found < 0 ? text.length : from + found;
}

/** A small seeded generator (mulberry32), so a failure repeats. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('dates', () => {
  it('formats other dates in en-US and drafts in en-IN', () => {
    expect(formatDate('2026-03-05T10:30:00Z')).toBe('March 5, 2026');
    expect(formatDraftDate('2026-03-05T10:30:00Z')).toMatch(/5 Mar 2026/);
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes times in the same en-US style: the date as formatDate, then the time', () => {
    // Tests run in UTC, so the local time zone these use is UTC here.
    const at = new Date('2026-03-05T14:04:00Z');
    expect(formatDateTime(at)).toMatch(/^March 5, 2026(,| at) 2:04\sPM$/u);
    expect(formatDateTime(at).startsWith(formatDate(at.toISOString()))).toBe(true);
    expect(formatDateTime('2026-03-05T14:04:00Z')).toBe(formatDateTime(at));
    expect(formatTime(at)).toMatch(/^2:04\sPM$/u);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it("writes a scheduled article's go-live in the draft style with the time zone named", () => {
    const iso = '2026-03-05T10:30:00Z';
    expect(formatDraftGoLive(iso)).toMatch(/5 Mar 2026/);
    expect(formatDraftGoLive(iso)).toMatch(/UTC/);
    expect(formatDraftGoLive(iso).startsWith(formatDraftDate(iso))).toBe(true);
    expect(formatDraftGoLive(undefined)).toBe('');
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
