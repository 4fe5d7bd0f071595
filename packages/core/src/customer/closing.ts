/*
 * Closing an order (issue 17): what a provisional order still needs before the store can fulfil
 * and charge it. One rule for both paths that close a sale (the chat's closing conversation and
 * the order page's 'Finalizar pedido' form), so both produce the same complete order.
 */

export const CLOSING_TEXT = {
  addressRequired: 'Por favor ingrese la direccion de entrega',
  addressTooLong: 'La direccion es demasiado larga (maximo 200 caracteres)',
  nameRequired: 'Por favor ingrese su nombre',
  nameTooLong: 'El nombre es demasiado largo (maximo 60 caracteres)',
  /** Spec section 5's message for a store phone, used for the customer's too. */
  phoneInvalid: 'Por favor ingrese un telefono valido',
  methodRequired: 'Por favor elija un medio de pago',
  methodUnknown: 'La tienda no tiene ese medio de pago',
  methodNotForDelivery: 'Ese medio de pago no esta disponible para envios',
  methodNotForPickup: 'Ese medio de pago no esta disponible para retiro en sucursal',
  deliveryDisabled: 'La tienda no hace envios a domicilio',
  takeawayDisabled: 'La tienda no tiene retiro en sucursal',
  modeRequired: 'Por favor elija envio a domicilio o retiro en sucursal',
  linkClaimed: 'Este pedido ya fue tomado desde otro dispositivo',
  linkNotClaimable: 'Este pedido ya no se puede tomar desde este dispositivo',
} as const;

export const ADDRESS_MAX = 200;
export const NAME_MAX = 60;

/** What may be missing, in the order the chat asks it. */
export const CLOSING_FIELDS = ['delivery', 'address', 'first_name', 'phone', 'payment_method'] as const;
export type ClosingField = (typeof CLOSING_FIELDS)[number];

/** Each missing field's message, in the order asked: the first one is the refusal of a confirm. */
export const CLOSING_FIELD_TEXT: Record<ClosingField, string> = {
  delivery: CLOSING_TEXT.modeRequired,
  address: CLOSING_TEXT.addressRequired,
  first_name: CLOSING_TEXT.nameRequired,
  phone: CLOSING_TEXT.phoneInvalid,
  payment_method: CLOSING_TEXT.methodRequired,
};

/** The digits of a phone ('+54 9 11 5555-0000' -> '5491155550000'). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A phone as Latin American customers write it: digits with spaces, dots, dashes, parentheses and
 * an optional leading '+' (or '00'); 7 digits (a local number) to 15 (E.164's longest). Letters,
 * even 'ext', make it invalid: the store calls or writes to it as given.
 */
export function isValidPhone(phone: string): boolean {
  const text = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = phoneDigits(text).length;
  return digits >= 7 && digits <= 15;
}

/** The store's two switches (spec section 9: at least one stays on). */
export interface ClosingModes {
  delivery: boolean;
  takeaway: boolean;
}

export interface ClosingMethod {
  name: string;
  method_info: string;
  enabled_delivery: boolean;
  enabled_pickup: boolean;
}

export interface ClosingOrder {
  delivery: boolean;
  delivery_chosen: boolean;
  delivery_address: string | null;
  payment_method: string | null;
}

export interface ClosingClient {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The methods a customer may choose for a delivered order, or one picked up. */
export function methodsFor<M extends ClosingMethod>(methods: M[], delivery: boolean): M[] {
  return methods.filter((method) => (delivery ? method.enabled_delivery : method.enabled_pickup));
}

/**
 * The mode the order will have: the one chosen while the store still offers it, else the only one
 * the store offers, else undefined (the customer must choose).
 */
export function closingMode(modes: ClosingModes, order: ClosingOrder): boolean | undefined {
  const offered = (delivery: boolean) => (delivery ? modes.delivery : modes.takeaway);
  if (order.delivery_chosen && offered(order.delivery)) return order.delivery;
  if (modes.delivery && !modes.takeaway) return true;
  if (modes.takeaway && !modes.delivery) return false;
  // A store with both switches off (never saved so) takes orders for pickup.
  if (!modes.delivery && !modes.takeaway) return false;
  return undefined;
}

/**
 * What the order still needs, in the order the chat asks it. A payment method is needed only when
 * the store has methods for the mode (with none, the store agrees it when preparing the order) and
 * more than one (a single one is taken without asking).
 */
export function closingNeeds(
  modes: ClosingModes,
  order: ClosingOrder,
  client: ClosingClient | null,
  methods: ClosingMethod[],
): ClosingField[] {
  const needs: ClosingField[] = [];
  const delivery = closingMode(modes, order);
  if (delivery === undefined) needs.push('delivery');
  if (delivery === true && !order.delivery_address?.trim()) needs.push('address');
  if (!client?.first_name?.trim()) needs.push('first_name');
  if (!client?.phone?.trim()) needs.push('phone');
  const offered =
    delivery === undefined
      ? methods.filter((m) => m.enabled_delivery || m.enabled_pickup)
      : methodsFor(methods, delivery);
  const chosen = order.payment_method?.trim();
  const valid = chosen !== undefined && chosen !== '' && offered.some((m) => sameName(m.name, chosen));
  if (!valid && offered.length > 1) needs.push('payment_method');
  return needs;
}

/** The store's method of that name (ignoring case), or undefined. */
export function findMethod<M extends ClosingMethod>(methods: M[], name: string): M | undefined {
  return methods.find((method) => sameName(method.name, name));
}

/** What the order page's form needs to ask what is missing (only the order's own session gets it). */
export interface CustomerClosing {
  needs: ClosingField[];
  modes: ClosingModes;
  methods: ClosingMethod[];
  client: ClosingClient;
}
