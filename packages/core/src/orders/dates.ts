/**
 * Dates of the operations screens. The server filters and exports in the browser's time zone (sent
 * as `tz`), so a date typed as DD/MM/YYYY HH:mm matches what the seller sees on screen.
 */

const zoneCache = new Map<string, boolean>();

/** An IANA time zone name this runtime knows ('America/Argentina/Buenos_Aires', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  const known = zoneCache.get(value);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
  } catch {
    valid = false;
  }
  zoneCache.set(value, valid);
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** DD/MM/YYYY HH:mm of an instant as seen in a time zone (spreadsheet exports, filters). */
export function formatDateTimeInZone(value: Date | string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter
      .formatToParts(typeof value === 'string' ? new Date(value) : value)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * The shipping form's 'DD/MM/YYYY HH:mm' read as local time (the browser's), or null when it is not
 * a real date. The form sends the result as ISO 8601 (`toISOString()`).
 */
export function parseDisplayDateTime(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh = '00', mi = '00'] = match;
  const date = new Date(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(mi));
  const sameParts =
    date.getFullYear() === Number(yyyy) &&
    date.getMonth() === Number(mm) - 1 &&
    date.getDate() === Number(dd) &&
    date.getHours() === Number(hh) &&
    date.getMinutes() === Number(mi);
  return sameParts ? date : null;
}
