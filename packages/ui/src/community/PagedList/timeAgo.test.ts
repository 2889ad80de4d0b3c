import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../constants';
import { timeAgo } from './timeAgo';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('timeAgo', () => {
  it('says just now within a minute, either side', () => {
    expect(timeAgo(before(20_000), now)).toBe(NOTIFICATION_TEXTS.justNow);
    expect(timeAgo(before(-20_000), now)).toBe(NOTIFICATION_TEXTS.justNow);
  });

  it('counts minutes, hours and days in en-US', () => {
    const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    expect(timeAgo(before(5 * minute + 30_000), now)).toBe(words.format(-5, 'minute'));
    expect(timeAgo(before(3 * hour), now)).toBe(words.format(-3, 'hour'));
    expect(timeAgo(before(day + hour), now)).toBe(words.format(-1, 'day'));
    expect(timeAgo(before(6 * day), now)).toBe(words.format(-6, 'day'));
  });

  it('gives null from a week on, for the future and for an invalid date', () => {
    expect(timeAgo(before(7 * day), now)).toBeNull();
    expect(timeAgo(before(-2 * hour), now)).toBeNull();
    expect(timeAgo('not a date', now)).toBeNull();
  });
});
