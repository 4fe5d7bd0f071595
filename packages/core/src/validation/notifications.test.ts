import { describe, expect, it } from 'vitest';
import {
  clientNotificationSchema,
  inNotificationWindow,
  notificationSettingsSchema,
  startOfLocalDay,
  zonedParts,
} from './notifications';

describe('zonedParts', () => {
  it.each([
    // 2030-03-04 is a Monday (0); 02:30 UTC is still Sunday (6) evening in Buenos Aires.
    ['2030-03-04T15:00:00Z', 'America/Argentina/Buenos_Aires', '2030-03-04', 12, 0],
    ['2030-03-04T02:30:00Z', 'America/Argentina/Buenos_Aires', '2030-03-03', 23, 6],
    ['2030-03-04T23:30:00Z', 'Europe/Madrid', '2030-03-05', 0, 1],
    ['2030-03-10T12:00:00Z', 'UTC', '2030-03-10', 12, 6],
  ])('%s in %s is %s %i h, weekday %i', (instant, zone, date, hour, weekday) => {
    expect(zonedParts(new Date(instant), zone)).toMatchObject({ date, hour, weekday });
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2030-03-04T15:00:00Z', 'America/Argentina/Buenos_Aires', '2030-03-04T03:00:00.000Z'],
    ['2030-03-04T02:30:00Z', 'America/Argentina/Buenos_Aires', '2030-03-03T03:00:00.000Z'],
    ['2030-03-04T12:00:00Z', 'Europe/Madrid', '2030-03-03T23:00:00.000Z'],
    // The day after the spring change in Madrid (31 March 2030) starts at UTC+2.
    ['2030-04-01T12:00:00Z', 'Europe/Madrid', '2030-03-31T22:00:00.000Z'],
    // The change day itself: midnight was still UTC+1.
    ['2030-03-31T12:00:00Z', 'Europe/Madrid', '2030-03-30T23:00:00.000Z'],
  ])('%s in %s began at %s', (instant, zone, expected) => {
    expect(startOfLocalDay(new Date(instant), zone).toISOString()).toBe(expected);
  });
});

describe('inNotificationWindow', () => {
  it.each([
    ['2030-03-04T13:59:59Z', false],
    ['2030-03-04T14:00:00Z', true],
    ['2030-03-04T19:59:59Z', true],
    ['2030-03-04T20:00:00Z', false],
  ])('%s in Buenos Aires: %s', (instant, expected) => {
    expect(inNotificationWindow(new Date(instant), 'America/Argentina/Buenos_Aires')).toBe(expected);
  });
});

describe('schemas', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(notificationSettingsSchema.safeParse({ time_zone: 'Europe/Madrid' }).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ time_zone: 'Nowhere/Land' }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ time_zone: 'UTC', extra: 1 }).success).toBe(false);
  });
  it('needs a boolean notification', () => {
    expect(clientNotificationSchema.safeParse({ notification: false }).success).toBe(true);
    expect(clientNotificationSchema.safeParse({ notification: 'no' }).success).toBe(false);
  });
});
