import { describe, expect, it } from 'vitest';
import { applySalesModes, firstIssueMessage, MSG, updateStoreSchema } from '../index';

describe('business data', () => {
  it.each([
    [{ tax_code: '' }, MSG.taxCodeRequired],
    [{ legal_name: ' ' }, MSG.legalNameRequired],
    [{ postcode: '' }, MSG.postcodeRequired],
    [{ state: '' }, MSG.stateRequired],
    [{ country: '' }, MSG.countryRequired],
    [{ city: '' }, MSG.cityRequired],
    [{ address: '' }, MSG.addressRequired],
    [{ phone: 'abc' }, MSG.phoneInvalid],
    [{ phone: '+54 11 5555-1234' }, undefined],
    [{ curr_symbol: '' }, MSG.currencySymbol],
    [{ curr_symbol: 'ABCD' }, MSG.currencySymbol],
    [{ curr_symbol: 'US$' }, undefined],
    [{ email: 'x' }, MSG.emailInvalid],
    [{ hashtag: '#otro' }, 'El campo hashtag no corresponde a estos datos'],
  ])('%o -> %s', (value, expected) => {
    const result = updateStoreSchema.safeParse(value);
    expect(result.success ? undefined : firstIssueMessage(result.error)).toBe(expected);
  });
});

describe('delivery and takeaway switches', () => {
  it.each([
    [
      { delivery_enabled: true, takeaway_enabled: true },
      { delivery_enabled: false },
      { delivery_enabled: false, takeaway_enabled: true },
    ],
    [
      { delivery_enabled: false, takeaway_enabled: true },
      { takeaway_enabled: false },
      { delivery_enabled: true, takeaway_enabled: false },
    ],
    [
      { delivery_enabled: true, takeaway_enabled: false },
      { delivery_enabled: false },
      { delivery_enabled: false, takeaway_enabled: true },
    ],
    [
      { delivery_enabled: true, takeaway_enabled: true },
      { delivery_enabled: false, takeaway_enabled: false },
      { delivery_enabled: false, takeaway_enabled: true },
    ],
    [
      { delivery_enabled: true, takeaway_enabled: false },
      {},
      { delivery_enabled: true, takeaway_enabled: false },
    ],
  ])('%o + %o -> %o', (current, change, expected) => {
    expect(applySalesModes(current, change)).toEqual(expected);
  });
});
