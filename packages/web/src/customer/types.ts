import type { CustomerApi, ResponseOf } from '@mostrador/core';

/** The customer API's shapes, as docs/api-cliente.md defines them. */

export type {
  CataloguePage,
  CatalogueProduct,
  ChatMessage,
  ChatReply,
  CustomerOrder,
  CustomerOrderItem,
  CustomerSession,
  PaymentData,
  PaymentStatus,
  StorePublic,
} from '@mostrador/core';

export interface CatalogueFilters {
  name?: string;
  kind?: string;
  brand?: string;
  tags?: string;
  category?: string;
}

/** The sandbox checkout page's data (GET /payments/sandbox/:payment_id). */
export type SandboxCheckout = ResponseOf<CustomerApi['GET /api/payments/sandbox/:payment_id']>;
