/*
 * The customer calls' shapes (docs/api-cliente.md), shared by the server that answers them and
 * the customer pages that read them. Types only, inferred from the answers' schemas in
 * api/views/customer.ts: importing them adds nothing to a page's bundle.
 */
import type { z } from 'zod';
import type {
  cataloguePageResponse,
  catalogueProductResponse,
  chatMessageResponse,
  chatReplyResponse,
  CHAT_INTENTS,
  customerOrderItemResponse,
  customerOrderResponse,
  customerSessionResponse,
  paymentDataResponse,
  refCodeResultResponse,
  storePublicResponse,
} from '../api/views/customer';

export type StorePublic = z.infer<typeof storePublicResponse>;
export type CustomerSession = z.infer<typeof customerSessionResponse>;
export type CustomerOrderItem = z.infer<typeof customerOrderItemResponse>;
export type PaymentData = z.infer<typeof paymentDataResponse>;
export type CustomerOrder = z.infer<typeof customerOrderResponse>;
export type CatalogueProduct = z.infer<typeof catalogueProductResponse>;
export type CataloguePage = z.infer<typeof cataloguePageResponse>;
export type RefCodeResult = z.infer<typeof refCodeResultResponse>;
export type ChatMessage = z.infer<typeof chatMessageResponse>;
/** The intents that tell an open order page to reload (spec section 4). */
export type ChatIntent = (typeof CHAT_INTENTS)[number];
/** POST /client/chat's answer. */
export type ChatReply = z.infer<typeof chatReplyResponse>;

/** A cart line (spec section 3): a catalogue product, or free text the store prices later. */
export interface CartLine {
  product_id?: number | null;
  amount: number;
  raw?: string | null;
  quantity_unit?: string | null;
  name?: string | null;
}

export interface CatalogueQuery {
  token: string;
  session_id?: string;
  page?: number;
  name?: string;
  kind?: string;
  brand?: string;
  /** One recommended tag (exact, ignoring case). */
  tags?: string;
}
