import { describe, expect, it } from 'vitest';
import {
  REPORT_TEXT,
  daysInRange,
  isCalendarDay,
  listDays,
  percentOf,
  reportQuerySchema,
  reportRangeProblem,
  resolveReportRange,
} from './reports';

describe('report periods', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['01/03/2024', false],
  ])('isCalendarDay(%s) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('lists every day of a period, both ends included', () => {
    expect(listDays('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it.each([
    ['2024-01-01', '2024-12-31', undefined],
    ['2024-03-02', '2024-03-01', REPORT_TEXT.rangeInverted],
    ['2023-01-01', '2024-01-02', 'El periodo del informe puede tener como maximo 366 dias'],
  ])('reportRangeProblem(%s, %s)', (from, to, expected) => {
    expect(reportRangeProblem(from, to)).toBe(expected);
  });

  it('defaults to the 30 days up to today in the time zone', () => {
    // 02:00 UTC on March 4 is still March 3 in Buenos Aires.
    const now = new Date('2024-03-04T02:00:00Z');
    expect(resolveReportRange({ tz: 'America/Argentina/Buenos_Aires' }, now)).toEqual({
      from: '2024-02-03',
      to: '2024-03-03',
    });
    expect(resolveReportRange({ tz: 'UTC', to: '2024-01-31' }, now)).toEqual({
      from: '2024-01-02',
      to: '2024-01-31',
    });
  });

  it('validates the query with the Spanish messages', () => {
    expect(reportQuerySchema.parse({ from: '', to: '', tz: '' })).toEqual({
      from: undefined,
      to: undefined,
      tz: 'UTC',
    });
    const inverted = reportQuerySchema.safeParse({ from: '2024-03-02', to: '2024-03-01' });
    expect(inverted.error?.issues[0]?.message).toBe(REPORT_TEXT.rangeInverted);
    const badZone = reportQuerySchema.safeParse({ tz: 'Marte/Olympus' });
    expect(badZone.error?.issues[0]?.message).toBe(REPORT_TEXT.timeZoneInvalid);
  });

  it.each([
    [29, 37, 78.4],
    [1, 3, 33.3],
    [5, 0, 0],
  ])('percentOf(%i, %i) is %f', (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });
});
