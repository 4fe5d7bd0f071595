/*
 * Response shapes of the operations calls (clients, orders, payments, dashboard), so the back
 * office reads the same field names the server writes. Dates are ISO 8601 strings. The types are
 * inferred from the answers' schemas (api/views/operations.ts).
 */
import type { z } from 'zod';
import type {
  clientDetailResponse,
  clientLogRowResponse,
  clientRowResponse,
  clientSummaryResponse,
  dashboardOrderRowResponse,
  dashboardPanelResponse,
  dashboardViewResponse,
  orderDetailResponse,
  orderItemViewResponse,
  orderListRowResponse,
  otherConceptViewResponse,
  paymentAlertsResponse,
  paymentEventViewResponse,
  paymentTotalsResponse,
  productSnapshotResponse,
  shipmentViewResponse,
} from '../api/views/operations';

export type ClientSummary = z.infer<typeof clientSummaryResponse>;
export type ClientRow = z.infer<typeof clientRowResponse>;
export type ClientDetail = z.infer<typeof clientDetailResponse>;
export type ClientLogRow = z.infer<typeof clientLogRowResponse>;
export type OrderListRow = z.infer<typeof orderListRowResponse>;
export type ProductSnapshot = z.infer<typeof productSnapshotResponse>;
export type OrderItemView = z.infer<typeof orderItemViewResponse>;
export type OtherConceptView = z.infer<typeof otherConceptViewResponse>;
export type ShipmentView = z.infer<typeof shipmentViewResponse>;
export type OrderDetail = z.infer<typeof orderDetailResponse>;
/** One entry of an order's payment history. */
export type PaymentEventView = z.infer<typeof paymentEventViewResponse>;
/** GET /store/payments/alerts: payment changes since a moment, made by anyone but the caller. */
export type PaymentAlerts = z.infer<typeof paymentAlertsResponse>;
/** GET /store/payments/totals: what the filtered payments add up to, per payment status. */
export type PaymentTotals = z.infer<typeof paymentTotalsResponse>;
export type DashboardOrderRow = z.infer<typeof dashboardOrderRowResponse>;
export type DashboardPanel = z.infer<typeof dashboardPanelResponse>;
export type DashboardView = z.infer<typeof dashboardViewResponse>;

/** A client's shown name: first name, second name and last name, else the email, else ''. */
export function clientDisplayName(client: {
  first_name?: string | null;
  surname?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const name = [client.first_name, client.surname, client.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || client.email?.trim() || '';
}
