import { z } from 'zod';
import { isTimeZone } from '../orders/dates';
import { ORDER_STATUSES, type OrderStatus } from '../orders/statuses';

/** Strings of the /dashboard report the spec does not give, in its tone. */
export const REPORT_TEXT = {
  dateInvalid: 'Por favor ingrese una fecha valida (AAAA-MM-DD)',
  rangeInverted: 'La fecha desde debe ser anterior o igual a la fecha hasta',
  rangeTooLong: 'El periodo del informe puede tener como maximo {days} dias',
  timeZoneInvalid: 'La zona horaria no es valida',
} as const;

/** The longest period one report covers (a year and a day, so a whole leap year fits). */
export const REPORT_MAX_DAYS = 366;
/** The default period: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** How many products the top products chart shows. */
export const REPORT_TOP_PRODUCTS = 10;

/**
 * Orders the customer confirmed and the store did not cancel: they count as sales. A provisional
 * order is a cart still open in the chat; discarded and cancelled orders never became a sale.
 */
export const CONFIRMED_ORDER_STATUSES = [
  'pending',
  'preparing',
  'waiting_delivery',
  'done',
  'charge',
] as const satisfies readonly OrderStatus[];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (2024-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included ('2024-01-01'..'2024-01-01' is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of the range, in order. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  const count = daysInRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i += 1) days.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/** Today as 'YYYY-MM-DD' in a time zone. */
export function calendarDayIn(date: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** `day` moved by `offset` days. */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const dayField = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: REPORT_TEXT.dateInvalid })
    .trim()
    .refine(isCalendarDay, REPORT_TEXT.dateInvalid)
    .optional(),
);

/**
 * GET /store/reports: from and to are calendar days in the seller's time zone (tz), both
 * included. Missing dates give the last 30 days up to today.
 */
export const reportQuerySchema = z
  .object({
    from: dayField,
    to: dayField,
    tz: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: REPORT_TEXT.timeZoneInvalid })
        .refine(isTimeZone, REPORT_TEXT.timeZoneInvalid)
        .default('UTC'),
    ),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const problem = reportRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['from'], message: problem });
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

const salesDaySchema = z.object({
  /** 'YYYY-MM-DD' in the report's time zone. */
  day: z.string(),
  /** Confirmed orders created that day. */
  orders: z.number().int(),
  /** Their totals summed. */
  total: z.number(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

const statusCountSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  count: z.number().int(),
  total: z.number(),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

const topProductSchema = z.object({
  name: z.string(),
  /** The unit it is sold in ('unit', 'kg', 'gr'...), as the order item's product snapshot says. */
  quantity_unit: z.string(),
  /** Quantity sold (item amounts summed). */
  amount: z.number(),
  /** Item totals summed (revised price, else amount x unit price). */
  total: z.number(),
  /** Confirmed orders that carried it. */
  orders: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

const reportConversionSchema = z.object({
  /** Customers who talked to the store in the period (activity or an order). */
  chats: z.number().int(),
  /** Of those, the ones with at least one confirmed order started in the period. */
  converted: z.number().int(),
  /** Orders started in the chat in the period (every status). */
  started: z.number().int(),
  /** Of those, the ones the customer confirmed and the store did not cancel. */
  confirmed: z.number().int(),
});
export type ReportConversion = z.infer<typeof reportConversionSchema>;

/** The answer of GET /store/reports. */
export const storeReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  curr_symbol: z.string(),
  sales_by_day: z.array(salesDaySchema),
  orders_by_status: z.array(statusCountSchema),
  top_products: z.array(topProductSchema),
  conversion: reportConversionSchema,
  totals: z.object({ sales: z.number(), confirmed_orders: z.number().int(), average_ticket: z.number() }),
});
export type StoreReport = z.infer<typeof storeReportResponse>;

/** Part of `whole` in percent with one decimal; 0 when there is nothing to divide. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The problem of a period, or undefined when it can be reported. */
export function reportRangeProblem(from: string, to: string): string | undefined {
  if (from > to) return REPORT_TEXT.rangeInverted;
  if (daysInRange(from, to) > REPORT_MAX_DAYS) {
    return REPORT_TEXT.rangeTooLong.replace('{days}', String(REPORT_MAX_DAYS));
  }
  return undefined;
}

/**
 * The period a report covers: `to` defaults to today in the time zone, `from` to 29 days before
 * `to`. The caller checks the result with reportRangeProblem.
 */
export function resolveReportRange(
  query: { from?: string | undefined; to?: string | undefined; tz: string },
  now: Date,
): { from: string; to: string } {
  const to = query.to ?? calendarDayIn(now, query.tz);
  const from = query.from ?? shiftDay(to, -(REPORT_DEFAULT_DAYS - 1));
  return { from, to };
}
