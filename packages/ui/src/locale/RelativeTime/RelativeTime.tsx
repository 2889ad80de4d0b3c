import type { Ref } from 'react';
import { TIME_TEXTS } from '../../constants/readingTexts';
import { RECENT_NEWS_MS } from '../formatters';
import { useFormatters, useMessages, useNow } from '../LocaleProvider';

export interface RelativeTimeProps {
  /** ISO timestamp. */
  date: string | null | undefined;
  /** Up to how long ago (ms) it says "3 hours ago"; older, the date. A day by default. */
  within?: number;
  /** The moment to count from (ms since the epoch), in place of the page's clock. */
  now?: number;
  className?: string;
  /** Ref to the `<time>`. */
  ref?: Ref<HTMLTimeElement>;
}

/**
 * A `<time>`: "just now", "5 minutes ago", "3 hours ago" while recent, else the date; the date is
 * its title when the words are relative. Counts from `useNow()`, so a server-rendered page
 * hydrates with the words it was rendered with.
 */
export function RelativeTime({
  date,
  within = RECENT_NEWS_MS,
  now: fixedNow,
  className,
  ref,
}: RelativeTimeProps) {
  const format = useFormatters();
  const texts = useMessages(TIME_TEXTS);
  const clock = useNow();
  const now = fixedNow ?? clock;
  if (!date) return null;
  const absolute = format.date(date);
  const elapsed = now === undefined ? Number.NaN : now - Date.parse(date);
  // A clock a little ahead of the server's still says "just now".
  const relative =
    Math.abs(elapsed) < 60_000 ? texts.justNow : format.relative(date, now ?? 0, within);
  return (
    <time ref={ref} dateTime={date} title={relative ? absolute : undefined} className={className}>
      {relative ?? absolute}
    </time>
  );
}
