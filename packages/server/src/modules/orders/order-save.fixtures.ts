import { afterAll, beforeAll } from 'vitest';
import type { OrderDetail } from '@mostrador/core';
import {
  bearer,
  createTestApp,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createOrder, type OrderSpec } from './test-factories';

/**
 * The order-save test files' setup: one app with two logged-in stores (filled in before the
 * file's tests run), and the calls they make as the first store unless told otherwise.
 */
export function orderSaveFixture(subnet: number) {
  const fx = {} as { ctx: TestContext; mine: LoggedInStore; other: LoggedInStore };
  beforeAll(async () => {
    fx.ctx = await createTestApp();
    Object.assign(fx, await twoLoggedInStores(fx.ctx, subnet));
  });
  afterAll(() => fx.ctx.close());
  return Object.assign(fx, {
    save: (orderId: number, payload: object, token = fx.mine.token) =>
      fx.ctx.app.inject({
        method: 'POST',
        url: `/api/store/orders/${orderId}`,
        headers: bearer(token),
        payload,
      }),
    detailOf: async (orderId: number, token = fx.mine.token) => {
      const res = await fx.ctx.app.inject({
        method: 'GET',
        url: `/api/store/orders/${orderId}`,
        headers: bearer(token),
      });
      return res.json() as OrderDetail;
    },
    orderOf: (spec: OrderSpec = {}, storeId = fx.mine.store.id) =>
      createOrder(fx.ctx.database.db, storeId, spec),
  });
}
