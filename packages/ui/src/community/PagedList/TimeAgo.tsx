import { Text } from '@mantine/core';
import { formatDate } from '../../format';
import { timeAgo } from './timeAgo';

export interface TimeAgoProps {
  /** ISO timestamp. */
  date: string;
  /** The moment "ago" counts from (ms since the epoch); absent, the date is shown as a date. */
  now?: number;
}

/** A `<time>`: how long ago within a week of `now`, else the date; the date is its title too. */
export function TimeAgo({ date, now }: TimeAgoProps) {
  const absolute = formatDate(date);
  const relative = now === undefined ? null : timeAgo(date, now);
  return (
    <Text
      component="time"
      dateTime={date}
      title={relative ? absolute : undefined}
      size="xs"
      c="dimmed"
    >
      {relative ?? absolute}
    </Text>
  );
}
