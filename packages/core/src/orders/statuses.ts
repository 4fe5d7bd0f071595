/** Order status values of spec section 4, in the order the seller's dropdown lists them. */
export const ORDER_STATUSES = [
  'provisional',
  'pending',
  'preparing',
  'waiting_delivery',
  'done',
  'discarded',
  'store_canceled',
  'client_canceled',
  'charge',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderStatusInfo {
  /** Customer wording (order status page, chat). */
  label: string;
  /** Seller wording (order list, order detail dropdown). */
  sellerLabel: string;
}

/** Labels of every order status; a new status fails the build until it gets its labels. */
export const ORDER_STATUS: Record<OrderStatus, OrderStatusInfo> = {
  provisional: { label: 'Provisorio', sellerLabel: 'Provisorio' },
  pending: { label: 'Pendiente', sellerLabel: 'Pendiente' },
  preparing: { label: 'En proceso', sellerLabel: 'Proceso' },
  waiting_delivery: { label: 'A despachar', sellerLabel: 'Entregar' },
  done: { label: 'Entregado', sellerLabel: 'Entregado' },
  discarded: { label: 'Descartado', sellerLabel: 'Descartado' },
  store_canceled: { label: 'Cancelar', sellerLabel: 'Cancelado por store' },
  client_canceled: { label: 'Cancelado por cliente', sellerLabel: 'Cancelado por cliente' },
  charge: { label: 'Cobrar', sellerLabel: 'Cobrar' },
};

/** The usual flow of an order, in order, as the seller's dropdown groups it (issue 19). */
export const ORDER_STATUS_FLOW = ['provisional', 'pending', 'preparing', 'waiting_delivery', 'done'] as const;
/** The endings: the order does not go on. */
export const ORDER_STATUS_ENDINGS = ['discarded', 'store_canceled', 'client_canceled'] as const;

/** The dropdown's groups; 'charge' (Cobrar, a list view of the original) stays apart from both. */
export const ORDER_STATUS_GROUPS: readonly { title: string; statuses: readonly OrderStatus[] }[] = [
  { title: 'Flujo habitual', statuses: ORDER_STATUS_FLOW },
  { title: 'Finales', statuses: ORDER_STATUS_ENDINGS },
  { title: 'Otros', statuses: ['charge'] },
];

/** What each status means for the store, one line under its name in the seller's dropdown. */
export const ORDER_STATUS_DESCRIPTION: Record<OrderStatus, string> = {
  provisional: 'El cliente todavia arma su carrito y puede cambiar los items.',
  pending: 'Confirmado por el cliente: se revisan cantidades y se agregan items.',
  preparing: 'Se prepara el pedido: se cargan el costo y los datos del envio.',
  waiting_delivery: 'Listo para despachar o retirar; se completan los datos del envio.',
  done: 'El cliente recibio el pedido.',
  discarded: 'El pedido no sigue (carrito abandonado o de prueba).',
  store_canceled: 'La tienda cancelo el pedido.',
  client_canceled: 'El cliente cancelo el pedido.',
  charge: 'Pedido marcado para cobrar.',
};

export const PAYMENT_STATUSES = ['pending', 'required', 'processing', 'done'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentStatusInfo {
  /** Customer wording (order status page). */
  label: string;
  /** Seller wording (order detail). */
  sellerLabel: string;
  /** Payments list wording (/paymentlist). */
  listLabel: string;
}

export const PAYMENT_STATUS: Record<PaymentStatus, PaymentStatusInfo> = {
  pending: { label: 'Pago no definido', sellerLabel: 'Pendiente', listLabel: 'No solicitado' },
  required: { label: 'Pago solicitado', sellerLabel: 'Solicitado', listLabel: 'Solicitado' },
  processing: { label: 'Pago en proceso', sellerLabel: 'Pago en proceso', listLabel: 'Pago en proceso' },
  done: { label: 'Pago aprobado', sellerLabel: 'Aprobado', listLabel: 'Aprobado' },
};

export const ITEM_STATUSES = ['pending', 'done'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * The /home panels: orders ENTRANTES and EN PROCESO, deliveries A DESPACHAR and ENTREGADAS.
 * Section 2 maps them to pending, preparing, waiting_delivery and done; section 4 calls the first
 * group "entrantes (provisional)", but a provisional order is a customer's open cart, not an
 * incoming order, so the explicit mapping of the screen's own section is the one used.
 */
export const DASHBOARD_GROUPS = {
  entrantes: { title: 'ENTRANTES', status: 'pending' },
  en_proceso: { title: 'EN PROCESO', status: 'preparing' },
  a_despachar: { title: 'A DESPACHAR', status: 'waiting_delivery' },
  entregadas: { title: 'ENTREGADAS', status: 'done' },
} as const satisfies Record<string, { title: string; status: OrderStatus }>;
export type DashboardGroup = keyof typeof DASHBOARD_GROUPS;

/** Caps of spec section 9 for the /home lists. */
export const DASHBOARD_ORDERS_CAP = 12;
export const DASHBOARD_CLIENTS_CAP = 5;
/** Page size of the add-item product list on /orderdetail. */
export const ADD_ITEM_PAGE_SIZE = 7;

export function orderStatusLabel(status: OrderStatus, view: 'customer' | 'seller' = 'seller'): string {
  const info = ORDER_STATUS[status];
  return view === 'customer' ? info.label : info.sellerLabel;
}

export function paymentStatusLabel(
  status: PaymentStatus,
  view: 'customer' | 'seller' | 'list' = 'seller',
): string {
  const info = PAYMENT_STATUS[status];
  switch (view) {
    case 'customer':
      return info.label;
    case 'seller':
      return info.sellerLabel;
    case 'list':
      return info.listLabel;
  }
}
