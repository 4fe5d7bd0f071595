import type { PaymentStatus } from '@mostrador/core';
import type { ProviderPaymentStatus } from '../../adapters/payments/provider';

export interface NoticeFacts {
  status: ProviderPaymentStatus;
  /** The notice's amount matches the checkout's (an approval for another amount approves nothing). */
  amountMatches: boolean;
  /** Another payment of the same order is still in process (its final notice has not come). */
  otherInProcess: boolean;
}

/**
 * The order's payment status after one provider notice. Notices arrive late, twice and out of
 * order, so the status only moves forward (required -> processing -> done); done is final, and a
 * rejection returns to required (the customer may pay again) only when no other payment is still
 * in process. Orders whose payment was not requested are left to the store.
 */
export function nextPaymentStatus(current: PaymentStatus, facts: NoticeFacts): PaymentStatus {
  if (current === 'done' || current === 'pending') return current;
  switch (facts.status) {
    case 'approved':
      return facts.amountMatches ? 'done' : current;
    case 'in_process':
    case 'pending':
      return 'processing';
    case 'rejected':
    case 'cancelled':
      return current === 'processing' && !facts.otherInProcess ? 'required' : current;
    case 'refunded':
      return current;
  }
}
