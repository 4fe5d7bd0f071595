import { z } from 'zod';
import { isTimeZone } from '../orders/dates';

export const NOTIFICATION_MSG = {
  timeZoneInvalid: 'Por favor elija una zona horaria valida (por ejemplo America/Argentina/Buenos_Aires)',
  notificationRequired: 'Por favor indique si el cliente acepta mensajes (true o false)',
  settingsSaved: 'Notificaciones guardadas',
  optedIn: 'El cliente recibira mensajes',
  optedOut: 'El cliente no recibira mas mensajes',
} as const;

/** The store clock the product starts with (spec section 3 has no zone: the first market is Argentina). */
export const DEFAULT_STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The 11 to 17 h window of spec section 9, in the store's local time (start inclusive, end exclusive). */
export const NOTIFICATION_WINDOW = { fromHour: 11, toHour: 17 } as const;

/** PUT /store/notifications/settings */
export const notificationSettingsSchema = z
  .object({
    time_zone: z
      .string({ error: NOTIFICATION_MSG.timeZoneInvalid })
      .trim()
      .max(64, NOTIFICATION_MSG.timeZoneInvalid)
      .refine(isTimeZone, NOTIFICATION_MSG.timeZoneInvalid),
  })
  .strict();

/** PUT /store/clients/{id}/notification: the client's opt-in (true) or opt-out (false). */
export const clientNotificationSchema = z
  .object({ notification: z.boolean({ error: NOTIFICATION_MSG.notificationRequired }) })
  .strict();

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Spec section 9's weekday numbering: 0 Monday to 6 Sunday. */
  weekday: number;
  /** YYYY-MM-DD */
  date: string;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock reading of `instant` in `timeZone`. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const year = Number(get('year'));
  const month = Number(get('month'));
  const day = Number(get('day'));
  return {
    year,
    month,
    day,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    date: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

/** The instant local midnight began in `timeZone` on the day `instant` falls in. */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(instant, timeZone);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The zone's offset is read at the guess and read again once: enough for any real zone's change.
  let guess = midnightUtc;
  for (let i = 0; i < 2; i += 1) {
    const seen = zonedParts(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += midnightUtc - seenUtc;
  }
  return new Date(guess);
}

/** Whether the store's local time is inside the 11 to 17 h message window. */
export function inNotificationWindow(instant: Date, timeZone: string): boolean {
  const { hour } = zonedParts(instant, timeZone);
  return hour >= NOTIFICATION_WINDOW.fromHour && hour < NOTIFICATION_WINDOW.toHour;
}
