import { randomBytes } from 'node:crypto';
import type { CustomerOrder, Page as ListPage } from '@mostrador/core';
import { expect, type APIRequestContext } from '@playwright/test';
import type { StoreApi } from './store-api';

interface ProductRow {
  id: number;
  quantity_unit: string;
  active?: boolean;
}

/**
 * A pending delivery order of the demo store placed as a customer places it (issue 17): a session
 * bound to the store, two products in the cart, then 'Finalizar pedido' with the address, the
 * customer's name and phone and a payment method. A journey that changes an order works on its
 * own, never on one another journey (or a retry) has already used.
 */
export async function placeDeliveryOrder(
  request: APIRequestContext,
  api: StoreApi,
  paymentMethod = 'Efectivo',
): Promise<CustomerOrder> {
  const session = `dfmessenger-${randomBytes(5).toString('hex')}`;
  const preset = await request.post('/api/presetstore', { data: { session, store: '#demo' } });
  expect(preset.ok(), await preset.text()).toBeTruthy();
  const products = await api.get<ListPage<ProductRow>>('/store/products?page=1');
  const sold = products.items.filter((p) => p.quantity_unit === 'unit' && p.active !== false).slice(0, 2);
  expect(sold.length).toBe(2);
  const added = await request.post('/api/client/order/items', {
    data: { session_id: session, items: sold.map((p) => ({ product_id: p.id, amount: 2 })) },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const draft = (await added.json()) as CustomerOrder;
  const confirmed = await request.post(`/api/client/order/${draft.id}/confirm`, {
    data: {
      session_id: session,
      delivery: true,
      address: 'Av. Corrientes 1234, CABA',
      first_name: 'Cliente',
      last_name: 'De Prueba',
      phone: '+54 9 11 5555 1234',
      payment_method: paymentMethod,
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return (await confirmed.json()) as CustomerOrder;
}
