import { NOTIFICATION_TEXTS } from '../../constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** From a week on, a date says more than "9 days ago". */
const RELATIVE_LIMIT = 7 * DAY;

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago `iso` was, seen at `now` ("just now", "5 minutes ago", "yesterday", "3 days ago"),
 * in en-US; null from a week on (or for an invalid date), where the caller shows the date.
 */
export function timeAgo(iso: string, now: number): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const elapsed = now - time;
  // A clock a little ahead of the server's still says "just now".
  if (elapsed < MINUTE) return elapsed > -MINUTE ? NOTIFICATION_TEXTS.justNow : null;
  if (elapsed >= RELATIVE_LIMIT) return null;
  relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
}
