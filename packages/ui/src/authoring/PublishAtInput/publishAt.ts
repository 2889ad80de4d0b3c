/**
 * A publication time as the author sees it (their own time zone, to the minute) and as the API
 * stores it (a UTC instant). `<input type="datetime-local">` speaks the first: "2026-11-26T15:30".
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as the input's local text, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The input's local text as a Date, or null when it is empty or not a time. */
export function fromLocalInputValue(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number) as [number, ...number[]];
  const date = new Date(year as number, (month as number) - 1, day, hours, minutes);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The author's time zone's name ("Europe/Berlin"), shown beside the input. */
export function authorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
