/**
 * The browser's IANA time zone: list, export and dashboard calls send it as `tz`, so a date typed
 * in a filter and "this month" mean what the seller sees on screen.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
