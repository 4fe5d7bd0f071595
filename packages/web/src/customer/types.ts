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

export interface SandboxCheckout {
  payment_id: string;
  reference: string;
  title: string;
  total: number;
  curr_symbol: string;
  return_url: string;
}
