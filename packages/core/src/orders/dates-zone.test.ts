import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setDisplayTimeZone } from '../format/dates';
import { formatDateTimeInZone, parseDateTimeInZone } from './dates';

afterEach(() => setDisplayTimeZone(null));

describe("dates in the store's time zone (DD/MM/YYYY HH:mm)", () => {
  it.each<[string, string, string]>([
    ['2026-11-25T14:00:00.000Z', 'America/Argentina/Buenos_Aires', '25/11/2026 11:00'],
    ['2026-11-25T14:00:00.000Z', 'America/Mexico_City', '25/11/2026 08:00'],
    ['2026-11-25T02:30:00.000Z', 'America/Bogota', '24/11/2026 21:30'],
    ['2026-11-25T14:00:00.000Z', 'UTC', '25/11/2026 14:00'],
  ])('%s in %s reads %s, and reads back to the same instant', (iso, zone, text) => {
    expect(formatDateTimeInZone(iso, zone)).toBe(text);
    expect(parseDateTimeInZone(text, zone)?.toISOString()).toBe(iso);
  });

  it('reads a daylight-saving zone on both sides of the change', () => {
    // Santiago: UTC-3 in summer (November), UTC-4 in winter (July).
    expect(parseDateTimeInZone('25/11/2026 10:00', 'America/Santiago')?.toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(parseDateTimeInZone('15/07/2026 10:00', 'America/Santiago')?.toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
  });

  it.each(['31/02/2026 10:00', '2026-11-25', '25/11/2026 25:00', ''])('refuses %j', (text) => {
    expect(parseDateTimeInZone(text, 'America/Argentina/Buenos_Aires')).toBeNull();
  });

  it("formatDateTime shows the store's zone once the screen sets it", () => {
    setDisplayTimeZone('America/Argentina/Buenos_Aires');
    expect(formatDateTime('2026-11-25T14:00:00.000Z')).toBe('25/11/2026 11:00');
    setDisplayTimeZone('UTC');
    expect(formatDateTime(new Date('2026-11-25T14:00:00.000Z'))).toBe('25/11/2026 14:00');
  });
});
