import { formatDateTimeInZone } from '../orders/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time zone the back office shows dates in: the store's (issue 19), once the screen knows it;
 * until then (and in tests) the runtime's local time.
 */
let displayTimeZone: string | null = null;

export function setDisplayTimeZone(zone: string | null): void {
  displayTimeZone = zone;
}

export function getDisplayTimeZone(): string | null {
  return displayTimeZone;
}

/** DD/MM/YYYY HH:mm, as the spec displays dates: in the store's time zone when it is set. */
export function formatDateTime(value: Date | string): string {
  if (displayTimeZone) return formatDateTimeInZone(value, displayTimeZone);
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** YYYY-MM-DD HH:mm:ss, the form dates are sent in. */
export function formatIsoDateTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
