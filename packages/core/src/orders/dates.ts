/**
 * Dates of the operations screens. The server filters and exports in the browser's time zone (sent
 * as `tz`), so a date typed as DD/MM/YYYY HH:mm matches what the seller sees on screen.
 */

const zoneCache = new Map<string, boolean>();
/** Lower-cased names the database knows, once the server has read them (see restrictTimeZones). */
let databaseZones: ReadonlySet<string> | undefined;

/**
 * The server calls this at start with the database's pg_timezone_names: a zone the runtime knows
 * but PostgreSQL does not ('US/Pacific-New', dropped from tzdata) would pass validation and fail in
 * SQL. Browsers never call it and keep the runtime's list.
 */
export function restrictTimeZones(names: Iterable<string>): void {
  databaseZones = new Set(Array.from(names, (name) => name.toLowerCase()));
  zoneCache.clear();
}

/** An IANA time zone name this runtime (and the database, once known) accepts ('America/Argentina/Buenos_Aires', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  const known = zoneCache.get(value);
  if (known !== undefined) return known;
  let valid = databaseZones ? databaseZones.has(value.toLowerCase()) : true;
  try {
    if (valid) new Intl.DateTimeFormat('en-GB', { timeZone: value });
  } catch {
    valid = false;
  }
  // Any caller can send names: the cache stays small (there are about 600 real zones).
  if (zoneCache.size >= 2000) zoneCache.clear();
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

/** Minutes the zone is ahead of UTC at an instant (-180 for Buenos Aires). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const [date, time] = formatDateTimeInZone(instant, timeZone).split(' ');
  const [dd, mm, yyyy] = date!.split('/').map(Number);
  const [hh, mi] = time!.split(':').map(Number);
  const asUtc = Date.UTC(yyyy!, mm! - 1, dd!, hh!, mi!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * 'DD/MM/YYYY HH:mm' read as a wall-clock time of a time zone (the store's), or null when it is
 * not a real date there. Two passes settle the offset across a daylight-saving change.
 */
export function parseDateTimeInZone(text: string, timeZone: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh = '00', mi = '00'] = match;
  const wall = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(mi));
  let instant = new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000);
  instant = new Date(wall - zoneOffsetMinutes(instant, timeZone) * 60_000);
  const expected = `${dd}/${mm}/${yyyy} ${hh}:${mi}`;
  return formatDateTimeInZone(instant, timeZone) === expected ? instant : null;
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
