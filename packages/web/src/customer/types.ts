/** The customer API's shapes, as docs/api-cliente.md defines them. */

export interface StorePublic {
  /** Without the leading '#'. */
  hashtag: string;
  name: string;
  address: string | null;
  curr_symbol: string;
  language: 'es' | 'po' | 'en';
  title: string;
  subtitle: string;
  header_logo: string | null;
  widget_logo: string | null;
  color_set: Record<string, string>;
  main_image: { media_url: string } | null;
  video_id: string | null;
  promos: { media_url: string; description: string; link: string; highlighted: boolean }[];
  social: { whatsapp?: string; instagram?: string; facebook?: string; maps?: string; youtube?: string };
  widget: { position: 'left' | 'center' | 'right'; titlebar_text: string };
  dialog_init: string;
}

export interface CustomerSession {
  session_id: string;
  store: StorePublic | null;
  client_id: number | null;
  order_token: string | null;
  product_list_token: string | null;
}

export interface CustomerOrderItem {
  id: number;
  product_id: number | null;
  name: string;
  brand: string | null;
  image_url: string | null;
  amount: number;
  quantity_unit: string;
  price: number;
  total: number;
  store_observations: string | null;
  edited_by_store: boolean;
}

export type PaymentStatus = 'pending' | 'required' | 'processing' | 'done';

export interface PaymentData {
  provider: 'mercadopago' | 'sandbox';
  payment_id: string;
  public_key: string;
  init_point: string;
}

export interface CustomerOrder {
  id: number;
  alphanum_id: string;
  original_id: string | null;
  created_at: string;
  status: string;
  estado: string;
  payment_status: PaymentStatus;
  payment_method: string | null;
  payment_info: string | null;
  payment_data: PaymentData | null;
  delivery: boolean;
  delivery_address: string | null;
  shipping_cost: number;
  total_price: number;
  nitems: number;
  curr_symbol: string;
  items: CustomerOrderItem[];
  other_concepts: { id: number; description: string; value: number }[];
  shipping: {
    tracking_code: string | null;
    transport_co: string | null;
    eta: string | null;
    dispatched_at: string | null;
    link: string | null;
  }[];
  store: { hashtag: string; name: string; address: string | null; curr_symbol: string };
  editable: boolean;
  product_list_token: string | null;
  /** The /orderstatus/{token} secret of this order. */
  token: string;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string | null;
  kind: string | null;
  image_url: string | null;
  price_per_unit: number;
  quantity_unit: string;
  tags: string[];
}

export interface CataloguePage {
  items: CatalogueProduct[];
  total: number;
  page: number;
  page_size: number;
  order_token: string | null;
}

export interface CatalogueFilters {
  name?: string;
  kind?: string;
  brand?: string;
  tags?: string;
}

export type ChatMessage =
  | { type: 'text'; text: string }
  | { type: 'chips'; options: string[] }
  | {
      type: 'products';
      products: { id: number; name: string; price_per_unit: number; quantity_unit: string }[];
    }
  | { type: 'order'; order: CustomerOrder; url: string }
  | { type: 'link'; text: string; url: string };

export interface ChatReply {
  messages: ChatMessage[];
  intent: string | null;
  session: CustomerSession;
}

export interface SandboxCheckout {
  payment_id: string;
  reference: string;
  title: string;
  total: number;
  curr_symbol: string;
  return_url: string;
}
