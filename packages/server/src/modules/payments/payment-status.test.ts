import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@mostrador/core';
import type { ProviderPaymentStatus } from '../../adapters/payments/provider';
import { nextPaymentStatus } from './payment-status';

describe('nextPaymentStatus: forward only, done is final', () => {
  it.each<[PaymentStatus, ProviderPaymentStatus, boolean, boolean, PaymentStatus]>([
    ['required', 'approved', true, false, 'done'],
    ['processing', 'approved', true, false, 'done'],
    ['required', 'approved', false, false, 'required'],
    ['required', 'in_process', true, false, 'processing'],
    ['required', 'pending', true, false, 'processing'],
    ['done', 'in_process', true, false, 'done'],
    ['done', 'rejected', true, false, 'done'],
    ['processing', 'rejected', true, false, 'required'],
    ['processing', 'rejected', true, true, 'processing'],
    ['processing', 'cancelled', true, false, 'required'],
    ['required', 'rejected', true, false, 'required'],
    ['processing', 'refunded', true, false, 'processing'],
    ['pending', 'approved', true, false, 'pending'],
  ])(
    '%s + %s (amount ok %s, other in process %s) -> %s',
    (current, status, amountMatches, otherInProcess, next) => {
      expect(nextPaymentStatus(current, { status, amountMatches, otherInProcess })).toBe(next);
    },
  );
});
